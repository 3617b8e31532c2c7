import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allContracts } from '../routes/index.js';
import { contactBody } from './admin.js';
import { hasNoLink, hasNoUrl, isOneLine, oneLine, paragraphs, personName } from './fields.js';
import { joinTeamBody } from './teams.js';

/**
 * Issue 28 §6: a control character in a name printed extra lines on invoices. Every text a route takes is
 * one of: a single line (`oneLine`, `requiredText`, `searchText`…), paragraphs (`paragraphs`, a
 * description or a message: line breaks, no other control character), or a value whose format already
 * refuses them (a date, an e-mail, a number's digits). This test walks every route's input schema and
 * finds each text field; one without the shared rule and not in the list below fails it.
 */

/** Texts the shared rule does not apply to, and why. */
const NOT_FREE_TEXT: Record<string, string> = {
  password: 'a secret, compared, never printed: what its owner typed',
  confirmPassword: 'compared with password',
  last_password: 'a secret, compared with the stored hash',
  challenge: 'a signed token, verified',
  token: 'a signed token, verified',
  code: 'a one-time code (TOTP or recovery), compared',
};

type Checks = { _zod: { def: { check: string; format?: string; params?: { code?: string } } } }[];
type Node = { _zod: { def: Record<string, unknown> & { type: string; checks?: Checks } } };

/** Every string schema of an input, with its path (`frm[].nom`). */
function stringsOf(schema: unknown, path: string, out: { path: string; schema: Node }[]): void {
  const node = schema as Node;
  const def = node?._zod?.def;
  if (!def) return;
  const at = (key: string) => stringsOf(def[key], path, out);
  switch (def.type) {
    case 'string':
      out.push({ path, schema: node });
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        stringsOf(value, path ? `${path}.${key}` : key, out);
      }
      return;
    case 'array':
      stringsOf(def.element, `${path}[]`, out);
      return;
    case 'record':
      stringsOf(def.valueType, `${path}{}`, out);
      return;
    case 'union':
      for (const option of def.options as unknown[]) stringsOf(option, path, out);
      return;
    case 'pipe':
      // A text transformed then checked (a SIREN without its spaces): the whole pipe is the field.
      if ((def.in as Node)?._zod?.def.type === 'string') out.push({ path, schema: node });
      else {
        at('in');
        at('out');
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      at('innerType');
      return;
    default:
      return;
  }
}

/** The shared rule (oneLine, paragraphs), or a format (a date, an e-mail, digits) that refuses a bell and a line break. */
function ruled(node: Node): boolean {
  if ((node._zod.def.checks ?? []).some((check) => check._zod.def.params?.code === 'input.forbidden_characters')) return true;
  const schema = node as unknown as z.ZodType;
  return ['Texte\u0007 sonore', 'Première ligne\nDeuxième ligne'].every((probe) => !schema.safeParse(probe).success);
}

describe('text fields (issue 28 §6)', () => {
  it('every text a route takes is one line, paragraphs, or a format', () => {
    const found: { path: string; schema: Node }[] = [];
    const unruled: string[] = [];
    for (const contract of allContracts()) {
      for (const part of ['body', 'query', 'params'] as const) {
        const fields: { path: string; schema: Node }[] = [];
        stringsOf(contract[part], '', fields);
        found.push(...fields);
        for (const field of fields) {
          const name =
            field.path
              .replace(/\[\]|\{\}/g, '')
              .split('.')
              .pop() ?? '';
          if (!ruled(field.schema) && !(name in NOT_FREE_TEXT)) unruled.push(`${contract.url} ${part} ${field.path}`);
        }
      }
    }
    expect(found.length).toBeGreaterThan(100);
    expect([...new Set(unruled)]).toEqual([]);
  });

  it('one line: no line break, tab or control character; paragraphs keep line breaks', () => {
    const line = oneLine(z.string());
    const text = paragraphs(z.string());
    for (const bad of [
      'Jean\nDupont',
      'Jean\r\nDupont',
      'Jean\tDupont',
      'Jean\u0007',
      'Jean\u0085',
      'Jean\u2028Dupont',
      'a\u0000b',
    ]) {
      expect(isOneLine(bad), JSON.stringify(bad)).toBe(false);
      expect(line.safeParse(bad).error?.issues[0]).toMatchObject({
        message: 'Texte non valide : une seule ligne, sans caractère de contrôle !',
        params: { code: 'input.forbidden_characters' },
      });
    }
    expect(line.safeParse('Jean-Noël d’Arcy 🚀').success).toBe(true);
    expect(text.safeParse('Première ligne\r\nDeuxième ligne\n\n\tet une tabulation').success).toBe(true);
    for (const bad of ['a\u0000b', 'Bip\u0007', 'Échappement\u001b[31m', 'DEL\u007f']) {
      expect(text.safeParse(bad).error?.issues[0]).toMatchObject({
        message: 'Texte non valide : il contient des caractères de contrôle !',
        params: { code: 'input.forbidden_characters' },
      });
    }
  });

  it('names carry no link (they are printed in the mails the platform sends)', () => {
    for (const link of ['https://exemple.fr', 'www.exemple.fr', 'exemple.com', 'Camille de paypal-securite.fr', 'HTTP://X.Y']) {
      expect(hasNoLink(link), link).toBe(false);
    }
    for (const name of ['Camille', 'Jean-Noël', 'd’Arcy', 'Marie Anne', 'O. Dupont', 'Élodie Lefèvre']) {
      expect(hasNoLink(name), name).toBe(true);
    }
    // A company may be « Exemple.com »; never a URL.
    expect([hasNoUrl('Exemple.com'), hasNoUrl('https://exemple.com'), hasNoUrl('www.exemple.com')]).toEqual([true, false, false]);
    const joined = joinTeamBody.safeParse({
      nom: 'Martin',
      prenom: 'www.offre-speciale.fr',
      password: 'x'.repeat(12),
      confirmPassword: 'x'.repeat(12),
    });
    expect(joined.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['prenom', 'Un nom ne peut pas contenir de lien ni d’adresse web !'],
    ]);
    expect(personName('requis', 3, 'court').safeParse('Martin\r\nFacture annulée').success).toBe(false);
    expect(contactBody.safeParse({ fullname: 'A\nB', subject: 'Objet', content: 'Bonjour\nà vous' }).success).toBe(false);
  });
});
