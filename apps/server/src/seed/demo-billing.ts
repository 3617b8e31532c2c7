import { frenchHolidayName, isWeekend } from '@passerelle/shared';
import type { Database } from '../db/client.js';
import type { InvoiceIssuer } from '../db/schema/index.js';
import { formatCents, lineNetCents, thousandths, vatCents } from '../lib/facturx/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * Self-billing in the demo (issue 32, DECISIONS §6.6): Yasmine, the demo freelancer, gave her billing identity and
 * the self-billing mandate; her mission at Nova Numérique has run for three months: each validated report made the
 * company's invoice F-… and her self-billed one AF-…; the second month's were cancelled by two credit notes A-…
 * (two days of leave declared by mistake), and that report waits for her correction. Rows as the API writes them;
 * their Factur-X documents are drawn at the first download. Once: nothing is added when her identity exists.
 */

// She is paid her own rate (candidates.tjm, 620 €); the company pays the platform's margin on top (DECISIONS §6.5).
const FREELANCER_RATE = '620.000';
const DAILY_RATE = clientRateFor(620).toFixed(3);
const MOTIF = 'Deux jours de congés déclarés par erreur : merci de corriger le compte rendu.';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The working days of a month (Monday to Friday, French public holidays excluded), as a CRA's days. */
function workedDays(year: number, month: number): Record<string, number> {
  const days: Record<string, number> = {};
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  for (let d = 1; d <= last; d++) {
    const day = iso(new Date(Date.UTC(year, month - 1, d)));
    if (!isWeekend(day) && !frenchHolidayName(day)) days[day] = 1;
  }
  return days;
}

/** The first working day of the month after `year-month`: when its report was validated. */
function validationDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 1));
  while (isWeekend(iso(day)) || frenchHolidayName(iso(day))) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + 1);
  return iso(day);
}

/**
 * The company's daily rate for a freelancer paid `freelancerRate` whole euros in the demo's missions: 15 % more, the
 * platform's margin, in whole tens of euros (620 € → 710 €), computed on integers.
 */
export function clientRateFor(freelancerRate: number): number {
  return Math.round((freelancerRate * 115) / 1000) * 10;
}

/** The three months of her mission that have ended by `today`, oldest first. */
function missionMonths(today: Date) {
  return [3, 2, 1].map((back) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });
}

/** The first day of Yasmine's mission at Nova Numérique: the first of the month three months back. */
export function demoMissionStart(today = new Date()): string {
  const [first = { year: 2026, month: 1 }] = missionMonths(today);
  return `${first.year}-${String(first.month).padStart(2, '0')}-01`;
}

/** The demo company with what its invoices print (name, address, SIREN, its contact's name); undefined before the demo accounts. */
export async function findDemoCompany(database: Database) {
  const [client] = await database.query<{
    id: number;
    nom_entreprise: string;
    adresse: string;
    code_postal: string;
    ville: string;
    siren: string;
    contact: string;
  }>(
    `SELECT cl.id, cl.nom_entreprise, cl.adresse, cl.code_postal, cl.ville, cl.siren, u.prenom || ' ' || u.nom AS contact
       FROM users u JOIN clients cl ON cl.user_id = u.id WHERE u.email = $1`,
    [DEMO_ACCOUNTS.client.email],
  );
  return client;
}

export async function ensureDemoBilling(database: Database, issuer: InvoiceIssuer | undefined): Promise<void> {
  if (!issuer) return;
  const q = database.query.bind(database);
  const [freelancer] = await q<{ id: number; nom: string; prenom: string; dispo: string }>(
    `SELECT c.id, u.nom, u.prenom, c.dispo::text AS dispo FROM users u JOIN candidates c ON c.user_id = u.id WHERE u.email = $1`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  const client = await findDemoCompany(database);
  if (!freelancer || !client) return;
  const [known] = await q('SELECT 1 FROM candidate_billing WHERE candidate_id = $1', [freelancer.id]);
  if (known) return;

  const name = `${freelancer.prenom} ${freelancer.nom}`;
  const seller = {
    name: `${name} EI`,
    siret: '84215937800004',
    address: '14 rue de la République\n69002 Lyon',
    regimeTva: 'franchise' as const,
    tvaIntra: null,
    iban: 'FR1420041010050500013M02606',
    bic: 'PSSTFRPPLYO',
    mandatLe: '',
  };
  const today = new Date();
  const months = missionMonths(today);
  const start = demoMissionStart(today);
  // It ends the day before she is available again (her profile's date): she is looking for the next one.
  const end = iso(new Date(Date.parse(freelancer.dispo) - 86_400_000));
  // The mandate was given the week before the mission started.
  seller.mandatLe = iso(new Date(Date.parse(start) - 7 * 86_400_000));
  const [street = '', city = ''] = seller.address.split('\n');
  await q(
    `INSERT INTO candidate_billing (candidate_id, raison_sociale, siret, adresse, code_postal, ville, regime_tva, tva_intra, iban, bic, mandat_le)
     VALUES ($1, $2, $3, $4, $5, $6, 'franchise', NULL, $7, $8, $9)`,
    [freelancer.id, seller.name, seller.siret, street, city.slice(0, 5), city.slice(6), seller.iban, seller.bic, seller.mandatLe],
  );
  const [request] = await q<{ id: number }>(
    `INSERT INTO candidate_requests (client_id, candidate_id, date_debut, date_fin, etat, treated_at, created_at)
     VALUES ($1, $2, $3, $4, 'ferme_success', $5::date - 10, $5::date - 15) RETURNING id`,
    [client.id, freelancer.id, start, end, start],
  );
  const [mission] = await q<{ id: number }>(
    `INSERT INTO missions (request_id, client_id, candidate_id, etat, date_debut, date_fin, tjm, tjm_candidat, created_at)
     VALUES ($1, $2, $3, 'en_cours', $4, $5, $6, $7, $4::date - 10) RETURNING id`,
    [request?.id, client.id, freelancer.id, start, end, DAILY_RATE, FREELANCER_RATE],
  );

  const number = async (series: 'client' | 'autofacturation' | 'avoir', year: number) => {
    const [row] = await q<{ last: number }>(
      `INSERT INTO invoice_counters (series, year, last) VALUES ($1, $2, 1)
       ON CONFLICT (series, year) DO UPDATE SET last = invoice_counters.last + 1, updated_at = now() RETURNING last`,
      [series, year],
    );
    const prefix = { client: 'F', autofacturation: 'AF', avoir: 'A' }[series];
    return { seq: row?.last ?? 1, numero: `${prefix}-${year}-${String(row?.last ?? 1).padStart(6, '0')}` };
  };
  const insert = async (values: Record<string, unknown>) => {
    const keys = Object.keys(values);
    const [row] = await q<{ id: number }>(
      `INSERT INTO invoices (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(values),
    );
    return row?.id ?? 0;
  };

  for (const [index, { year, month }] of months.entries()) {
    const mois = `${year}-${String(month).padStart(2, '0')}`;
    const jours = workedDays(year, month);
    const days = String(Object.keys(jours).length);
    const issuedOn = validationDay(year, month);
    // Early in a month, last month's report is not validated yet.
    if (issuedOn >= iso(today)) continue;
    const credited = index === 1;
    const [cra] = await q<{ id: number }>(
      `INSERT INTO cras (mission_id, mois, jours, total, etat, motif, submitted_at, decided_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date - 1, $7::date, $7::date - 2) RETURNING id`,
      [mission?.id, mois, JSON.stringify(jours), days, credited ? 'refuse' : 'valide', credited ? MOTIF : null, issuedOn],
    );
    const issueYear = Number(issuedOn.slice(0, 4));
    const dueOn = iso(new Date(Date.parse(issuedOn) + 30 * 86_400_000));
    const common = {
      year: issueYear,
      cra_id: cra?.id,
      mission_id: mission?.id,
      mois,
      issued_on: issuedOn,
      due_on: dueOn,
      issuer: JSON.stringify(issuer),
      client_name: client.nom_entreprise,
      candidate_name: name,
      mission_start: start,
      mission_end: end,
      days,
      // The Réglages' default late-payment rate, kept at issue as the platform does (DECISIONS §6.5).
      taux_penalites: '12.15',
      created_at: `${issuedOn}T09:30:00Z`,
    };
    const clientHt = lineNetCents(days, thousandths(DAILY_RATE));
    const clientTva = vatCents(clientHt, '20');
    const f = await number('client', issueYear);
    const clientInvoice = {
      ...common,
      type: 'client',
      numero: f.numero,
      seq: f.seq,
      client_id: client.id,
      client_contact: client.contact,
      client_address: `${client.adresse}\n${client.code_postal} ${client.ville}`,
      client_siren: client.siren,
      tjm: DAILY_RATE,
      ht: formatCents(clientHt),
      tva: formatCents(clientTva),
      ttc: formatCents(clientHt + clientTva),
    };
    const clientId = await insert(clientInvoice);
    // In the VAT franchise: no VAT on her invoice.
    const afHt = lineNetCents(days, thousandths(FREELANCER_RATE));
    const af = await number('autofacturation', issueYear);
    const selfBilled = {
      ...common,
      type: 'autofacturation',
      numero: af.numero,
      seq: af.seq,
      candidate_id: freelancer.id,
      client_contact: '',
      tjm: FREELANCER_RATE,
      ht: formatCents(afHt),
      tva: '0.00',
      ttc: formatCents(afHt),
      seller: JSON.stringify(seller),
      vat_category: 'E',
      vat_rate: '0',
      source_invoice_id: clientId,
    };
    const afId = await insert(selfBilled);
    if (!credited) continue;
    const creditedOn = iso(new Date(Date.parse(issuedOn) + 4 * 86_400_000));
    for (const [original, id] of [
      [clientInvoice, clientId],
      [selfBilled, afId],
    ] as const) {
      const a = await number('avoir', issueYear);
      const { source_invoice_id: _, ...copy } = original as Record<string, unknown>;
      await insert({
        ...copy,
        type: 'avoir',
        numero: a.numero,
        seq: a.seq,
        issued_on: creditedOn,
        due_on: creditedOn,
        created_at: `${creditedOn}T14:00:00Z`,
        corrects_id: id,
        motif: MOTIF,
      });
    }
  }
}
