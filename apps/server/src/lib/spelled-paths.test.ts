import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '@passerelle/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28 §7: the server's mails, notifications and demo data build the web app's links from the shared
 * list (`paths`), never from a literal: a link spelled by hand is a link the request log's redaction does
 * not know, and breaks silently when a page moves. This test reads every source file of apps/server/src
 * and fails on a string that spells a page of the app.
 */

/** The first segments of the app's pages (`/dashb`, `/register`, …), read from the shared list itself. */
function appPathRoots(): string[] {
  const roots = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'function') visit((value as () => unknown)());
    else if (typeof value === 'string') {
      const root = /^\/[^/?#]+/.exec(value)?.[0];
      if (root) roots.add(root.slice(1));
    } else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) visit(child);
  };
  visit(paths);
  return [...roots];
}

/** A root at the start of the text or after a quote, space or bracket (SQL keeps it in quotes), then an end. */
const APP_PATH = new RegExp(`(?:^|[\\s'"(=,])/(?:${appPathRoots().join('|')})(?=$|[/?#'"\\s,)])`);

function spelledPaths(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    const parent = node.parent;
    const isImport = parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent));
    if (isText && !isImport && APP_PATH.test((node as ts.LiteralLikeNode).text)) {
      found.push({
        line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1,
        text: (node as ts.LiteralLikeNode).text,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const ROOT = path.resolve(import.meta.dirname, '..');

describe('spelled app paths (issue 28 §7)', () => {
  it('finds what it looks for', () => {
    const planted = [
      "const a = '/dashb/equipe';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source code, not a template
      'const b = `${ctx.config.appUrl}/register/team/${token}`;',
      "const c = `SELECT '/dashb/mesoffres/' || o.id`;",
      "const d = { url: '/dashb' };",
    ].join('\n');
    expect(spelledPaths('planted.ts', planted).map((hit) => hit.line)).toEqual([1, 2, 3, 4]);
    const fine = [
      "import { x } from '../register/thing.js';",
      "const api = '/api/cl/getMyOffre';",
      "const file = 'documents/abc.pdf';",
      "const words = 'le compte rendu';",
      "const url = 'https://exemple.fr/dashboard';",
    ].join('\n');
    expect(spelledPaths('fine.ts', fine)).toEqual([]);
  });

  it('no server source spells a page of the app', () => {
    const files = (readdirSync(ROOT, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && !file.startsWith('test/'),
    );
    expect(files.length).toBeGreaterThan(100);
    const breaches = files.flatMap((file) =>
      spelledPaths(file, readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit.line} ${hit.text.trim()}`),
    );
    expect(breaches, 'build these links from `paths` (@passerelle/shared) and lib/mail/links.ts').toEqual([]);
  });
});
