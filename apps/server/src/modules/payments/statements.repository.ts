import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { candidateBilling, candidates, invoices, payoutOrders, payoutTransfers, users } from '../../db/schema/index.js';

/** What the platform paid freelancers in a year (DECISIONS §6.7): the annual statement and the DAC7 export. */

/** One transfer paid (its order confirmed as executed) in the year, Paris time. */
export interface PaidTransfer {
  candidateId: number;
  numero: string;
  /** The month of work the AF invoice bills (YYYY-MM). */
  mois: string;
  missionId: number | null;
  client: string;
  ht: string;
  tva: string;
  /** The amount transferred (the AF invoice's TTC). */
  montant: string;
  /** The day the order was confirmed executed (Paris). */
  verseLe: string;
  /** The platform's margin on it: the client invoice's HT minus the AF's HT. */
  marge: string;
}

const paidColumns = sql`
  t.candidate_id AS "candidateId", i.numero, i.mois, i.mission_id AS "missionId", i.client_name AS client,
  i.ht::text AS ht, i.tva::text AS tva, t.montant::text AS montant,
  (o.confirmed_at AT TIME ZONE 'Europe/Paris')::date::text AS "verseLe",
  (coalesce(src.ht, i.ht) - i.ht)::text AS marge`;

const paidFrom = (year: number) => sql`
  FROM ${payoutTransfers} t
  JOIN ${payoutOrders} o ON o.id = t.order_id AND o.etat = 'verse'
  JOIN ${invoices} i ON i.id = t.invoice_id
  LEFT JOIN ${invoices} src ON src.id = i.source_invoice_id
  WHERE o.confirmed_at >= (${`${year}-01-01`}::timestamp AT TIME ZONE 'Europe/Paris')
    AND o.confirmed_at < (${`${year + 1}-01-01`}::timestamp AT TIME ZONE 'Europe/Paris')`;

/** What this freelancer was paid in the year, by payment date then invoice number. */
export async function paidToCandidate(db: Db, candidateId: number, year: number): Promise<PaidTransfer[]> {
  return queryRows<PaidTransfer>(
    db,
    sql`SELECT ${paidColumns} ${paidFrom(year)} AND t.candidate_id = ${candidateId} ORDER BY 9, i.numero`,
  );
}

/** Every transfer paid in the year (the DAC7 export), by freelancer. */
export async function paidInYear(db: Db, year: number): Promise<PaidTransfer[]> {
  return queryRows<PaidTransfer>(
    db,
    sql`SELECT ${paidColumns} ${paidFrom(year)} AND t.candidate_id IS NOT NULL ORDER BY t.candidate_id, 9, i.numero`,
  );
}

/** A freelancer as DAC7 identifies it: name, birth date, billing address, SIRET, VAT number, IBAN. */
export interface FreelancerIdentity {
  candidateId: number;
  nom: string;
  prenom: string;
  dateNaissance: string | null;
  raisonSociale: string | null;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  siret: string | null;
  tvaIntra: string | null;
  iban: string | null;
}

export async function freelancerIdentities(db: Db, candidateIds: readonly number[]): Promise<FreelancerIdentity[]> {
  if (candidateIds.length === 0) return [];
  return queryRows<FreelancerIdentity>(
    db,
    sql`SELECT cd.id AS "candidateId", coalesce(u.nom, '') AS nom, coalesce(u.prenom, '') AS prenom,
               cd.date_naissance::text AS "dateNaissance", cb.raison_sociale AS "raisonSociale", cb.adresse,
               cb.code_postal AS "codePostal", cb.ville, cb.siret, cb.tva_intra AS "tvaIntra", cb.iban
          FROM ${candidates} cd
          JOIN ${users} u ON u.id = cd.user_id
          LEFT JOIN ${candidateBilling} cb ON cb.candidate_id = cd.id
         WHERE cd.id = ANY(${sql.raw(`'{${candidateIds.map(Number).join(',')}}'`)}::int[])
         ORDER BY u.nom, u.prenom, cd.id`,
  );
}
