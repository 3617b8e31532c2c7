import { addDays, formatCentsDecimal, parisToday } from '@passerelle/shared';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { clientRateFor, findDemoCompany } from './demo-billing.js';

/**
 * Money in for `npm run demo` (issue 33, DECISIONS §6.9): before Yasmine's mission (demo-billing.ts), Nova Numérique
 * had a Java developer for four months, invoiced month by month: the first two invoices are paid, the last is late
 * and unpaid (the periodic job reminds the company at start, penalties included). Its invoices are dated before
 * Yasmine's, and this runs first, so the series stays in date order (demo-setup). The partly paid invoice is
 * Yasmine's latest month (demo-payouts.ts). Idempotent: nothing is added once the company has invoices. Needs the
 * invoicing identity (scripts/demo.mjs sets a fictitious one).
 */
export async function ensureDemoPayments(database: Database, issuer: Config['invoiceIssuer']): Promise<void> {
  if (!issuer) return;
  const q = database.query.bind(database);
  const client = await findDemoCompany(database);
  if (!client) return;
  const [invoiced] = await q<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE client_id = $1', [client.id]);
  if ((invoiced?.n ?? 0) > 0) return;
  const [candidate] = await q<{ id: number; name: string; rate: number | null }>(
    `SELECT c.id, u.prenom || ' ' || u.nom AS name, coalesce(c.tjm, c.tjm_souhaite)::int AS rate
       FROM candidates c JOIN users u ON u.id = c.user_id
      WHERE c.active AND c.skills_norm && ARRAY['java'] ORDER BY c.id LIMIT 1`,
  );
  if (!candidate) return;
  const today = parisToday();
  // Always before demo-billing's mission (the first day of the month three months back) and its first invoice.
  const start = addDays(today, -215);
  const end = addDays(today, -118);
  // The developer is paid its own rate (540 € when it has none), the company that plus the platform's margin.
  const freelancerRate = candidate.rate ?? 540;
  const tjm = clientRateFor(freelancerRate);
  const [mission] = await q<{ id: number }>(
    `INSERT INTO missions (client_id, candidate_id, etat, date_debut, date_fin, tjm, tjm_candidat, created_at)
     VALUES ($1, $2, 'termine', $3, $4, $5, $6, $3::date - 7) RETURNING id`,
    [client.id, candidate.id, start, end, tjm, freelancerRate],
  );
  // Issued a few days after each month of work; paid in full 25 days later, twice; the last one late (due 82 days ago).
  const invoices = [
    { issuedOn: addDays(today, -180), days: 20, paid: true },
    { issuedOn: addDays(today, -150), days: 21, paid: true },
    { issuedOn: addDays(today, -112), days: 17.5, paid: false },
  ] as const;
  for (const invoice of invoices) {
    const year = Number(invoice.issuedOn.slice(0, 4));
    const [counter] = await q<{ last: number }>(
      `INSERT INTO invoice_counters (series, year, last) VALUES ('client', $1, 1)
       ON CONFLICT (series, year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last`,
      [year],
    );
    const seq = counter?.last ?? 1;
    const htCents = Math.round(invoice.days * tjm * 100);
    const tvaCents = htCents / 5;
    const ttcCents = htCents + tvaCents;
    const [row] = await q<{ id: number }>(
      `INSERT INTO invoices (numero, year, seq, type, mission_id, client_id, mois, issued_on, due_on, issuer, client_name,
                             client_contact, client_address, client_siren, candidate_name, mission_start, mission_end,
                             days, tjm, ht, tva, ttc, created_at)
       VALUES ($1, $2, $3, 'client', $4, $5, to_char($6::date - 10, 'YYYY-MM'), $6, $6::date + 30, $7, $8, $9, $10, $11, $12, $13, $14,
               $15, $16, $17, $18, $19, $6::date + time '09:30')
       RETURNING id`,
      [
        `F-${year}-${String(seq).padStart(6, '0')}`,
        year,
        seq,
        mission?.id,
        client.id,
        invoice.issuedOn,
        JSON.stringify(issuer),
        client.nom_entreprise,
        client.contact,
        `${client.adresse}\n${client.code_postal} ${client.ville}`,
        client.siren,
        candidate.name,
        start,
        end,
        String(invoice.days),
        tjm,
        formatCentsDecimal(htCents),
        formatCentsDecimal(tvaCents),
        formatCentsDecimal(ttcCents),
      ],
    );
    if (!invoice.paid) continue;
    await q(
      `INSERT INTO payments (invoice_id, montant, date, reference, source, debiteur)
       VALUES ($1, $2, $3, $4, 'releve', $5)`,
      [
        row?.id,
        formatCentsDecimal(ttcCents),
        addDays(invoice.issuedOn, 25),
        'VIR NOVA NUMERIQUE REGLEMENT FACTURE',
        client.nom_entreprise,
      ],
    );
  }
}
