import { centsFromDecimal, formatCentsDecimal, parisToday } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { candidateOf } from '../access/access.service.js';
import { issuerOf } from '../invoices/invoices.service.js';
import * as repo from './statements.repository.js';

/**
 * What the platform paid its freelancers in a year (DECISIONS §6.7): the freelancer's annual statement (CGI art.
 * 242 bis), the root's DAC7 export. « Paid » is a transfer whose order root confirmed as executed that year (Paris).
 */

/** The PDF engine (pdf-lib, fonts) loads at the first statement drawn (issue 34: nothing heavy at start). */
const pdf = () => import('./annual-statement-pdf.js');

/** GET /api/files/releve-annuel/{annee}: the caller's own statement; a year with nothing paid says so. */
export async function annualStatement(ctx: AppContext, auth: AuthContext, annee: number): Promise<Uint8Array> {
  const candidate = await candidateOf(ctx.db, auth);
  const lines = candidate ? await repo.paidToCandidate(ctx.db, candidate.id, annee) : [];
  const [identity] = candidate ? await repo.freelancerIdentities(ctx.db, [candidate.id]) : [];
  const platform = issuerOf(ctx);
  const name = identity ? `${identity.prenom} ${identity.nom}`.trim() : `${auth.user.prenom ?? ''} ${auth.user.nom ?? ''}`.trim();
  return (await pdf()).drawAnnualStatement({
    annee,
    platform: { name: platform.name, siren: platform.siren, address: platform.address },
    freelancer: {
      name,
      raisonSociale: identity?.raisonSociale ?? null,
      siret: identity?.siret ?? null,
      address: identity?.adresse ? `${identity.adresse}\n${identity.codePostal ?? ''} ${identity.ville ?? ''}`.trim() : null,
    },
    lines: lines.map((l) => ({
      numero: l.numero,
      mois: l.mois,
      client: l.client,
      verseLe: l.verseLe,
      htCents: centsFromDecimal(l.ht),
      tvaCents: centsFromDecimal(l.tva),
      montantCents: centsFromDecimal(l.montant),
    })),
    drawnOn: parisToday(),
  });
}

/** DAC7's columns (DECISIONS §6.7), in this order. Amounts in euros with a decimal comma, as French spreadsheets read them. */
export const DAC7_COLUMNS = [
  'nom',
  'prenom',
  'date_naissance',
  'adresse',
  'siret',
  'numero_tva',
  'iban',
  'montant_verse_t1',
  'montant_verse_t2',
  'montant_verse_t3',
  'montant_verse_t4',
  'commission_t1',
  'commission_t2',
  'commission_t3',
  'commission_t4',
  'nb_missions',
] as const;

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; a text starting as a spreadsheet
 * formula (= + - @) gets a leading apostrophe, so that opening the export never runs a name as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const decimalComma = (cents: number) => formatCentsDecimal(cents).replace('.', ',');

/**
 * GET /api/adm/dac7?annee=YYYY: one row per freelancer paid that year, UTF-8 with a byte order mark (what
 * spreadsheets need to read UTF-8, and what Excel's own « CSV UTF-8 » writes), `;` separated, CRLF line ends.
 */
export async function dac7Csv(ctx: AppContext, annee: number): Promise<string> {
  const paid = await repo.paidInYear(ctx.db, annee);
  const byCandidate = new Map<number, { montant: number[]; commission: number[]; missions: Set<number | string> }>();
  for (const p of paid) {
    const row = byCandidate.get(p.candidateId) ?? { montant: [0, 0, 0, 0], commission: [0, 0, 0, 0], missions: new Set() };
    const quarter = Math.floor((Number(p.verseLe.slice(5, 7)) - 1) / 3);
    row.montant[quarter] = (row.montant[quarter] ?? 0) + centsFromDecimal(p.montant);
    row.commission[quarter] = (row.commission[quarter] ?? 0) + centsFromDecimal(p.marge);
    row.missions.add(p.missionId ?? `facture:${p.numero}`);
    byCandidate.set(p.candidateId, row);
  }
  const identities = await repo.freelancerIdentities(ctx.db, [...byCandidate.keys()]);
  const lines = [DAC7_COLUMNS.join(';')];
  for (const who of identities) {
    const row = byCandidate.get(who.candidateId);
    if (!row) continue;
    const address = who.adresse ? `${who.adresse}, ${who.codePostal ?? ''} ${who.ville ?? ''}`.trim() : '';
    lines.push(
      [
        who.nom,
        who.prenom,
        who.dateNaissance ?? '',
        address,
        who.siret ?? '',
        who.tvaIntra ?? '',
        who.iban ?? '',
        ...row.montant.map(decimalComma),
        ...row.commission.map(decimalComma),
        String(row.missions.size),
      ]
        .map(csvField)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
