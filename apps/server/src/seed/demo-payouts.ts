import { addDays, centsFromDecimal, formatCentsDecimal, parisToday, paths } from '@passerelle/shared';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { buildPain001 } from '../lib/banking/index.js';
import { frenchEuros } from '../lib/facturx/money.js';
import { executionDay, messageIdOf } from '../modules/payments/payouts.service.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * Money out for `npm run demo` (issue 33, DECISIONS §6.9): the platform's account is in Réglages (a fictitious one),
 * Nova Numérique paid the first month of Yasmine's mission by transfer, and root paid her self-billed invoice in an
 * order the bank executed: she reads « Versée » in « Mes factures », and her annual statement holds it. Her later
 * months wait for the client's payment; the company paid a 40 % deposit on her latest invoice, not yet due (« partiel »).
 * Once: nothing is added when an order exists.
 */

export const DEMO_PLATFORM_ACCOUNT = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };

export async function ensureDemoPayouts(database: Database, issuer: Config['invoiceIssuer']): Promise<void> {
  if (!issuer) return;
  const q = database.query.bind(database);
  await q(
    `INSERT INTO platform_settings (id, emetteur_iban, emetteur_bic) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET emetteur_iban = coalesce(platform_settings.emetteur_iban, EXCLUDED.emetteur_iban),
                                    emetteur_bic = coalesce(platform_settings.emetteur_bic, EXCLUDED.emetteur_bic)`,
    [DEMO_PLATFORM_ACCOUNT.iban, DEMO_PLATFORM_ACCOUNT.bic],
  );
  const [ordered] = await q<{ n: number }>('SELECT count(*)::int AS n FROM payout_orders');
  if ((ordered?.n ?? 0) > 0) return;
  // The demo freelancer's oldest self-billed invoice not cancelled, and the client invoice it mirrors.
  const [af] = await q<{
    id: number;
    numero: string;
    ttc: string;
    candidate_id: number;
    user_id: number;
    source_id: number;
    source_numero: string;
    source_ttc: string;
    source_issued: string;
    paid: string;
    client_name: string;
    raison_sociale: string;
    iban: string;
    bic: string;
  }>(
    `SELECT a.id, a.numero, a.ttc::text AS ttc, a.candidate_id, u.id AS user_id, s.id AS source_id, s.numero AS source_numero,
            s.ttc::text AS source_ttc, s.issued_on::text AS source_issued, s.client_name,
            coalesce((SELECT sum(p.montant) FROM payments p WHERE p.invoice_id = s.id), 0)::text AS paid,
            cb.raison_sociale, cb.iban, cb.bic
       FROM invoices a
       JOIN invoices s ON s.id = a.source_invoice_id
       JOIN candidates c ON c.id = a.candidate_id
       JOIN users u ON u.id = c.user_id
       JOIN candidate_billing cb ON cb.candidate_id = c.id
      WHERE a.type = 'autofacturation' AND u.email = $1
        AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.corrects_id IN (a.id, s.id))
      ORDER BY a.issued_on, a.id
      LIMIT 1`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  if (!af) return;
  const today = parisToday();
  // The client paid by transfer 20 days after the invoice (its bank statement's entry), if not paid already.
  const paidOn = [addDays(af.source_issued, 20), today].sort()[0] as string;
  const owed = centsFromDecimal(af.source_ttc) - centsFromDecimal(af.paid);
  if (owed > 0) {
    await q(
      `INSERT INTO payments (invoice_id, montant, date, reference, source, bank_ref, debiteur)
       VALUES ($1, $2, $3, $4, 'releve', $5, $6)`,
      [
        af.source_id,
        formatCentsDecimal(owed),
        paidOn,
        `VIR ${af.client_name.toUpperCase()} ${af.source_numero}`,
        `A:DEMO:${af.source_numero}`,
        af.client_name,
      ],
    );
  }
  // Root built the order the next working day and confirmed it two days later.
  const createdOn = [addDays(paidOn, 1), today].sort()[0] as string;
  const confirmedOn = [addDays(createdOn, 2), today].sort()[0] as string;
  const createdAt = new Date(`${createdOn}T09:15:00Z`);
  const amountCents = centsFromDecimal(af.ttc);
  const [order] = await q<{ id: number }>(
    `INSERT INTO payout_orders (msg_id, etat, execution_date, debtor_iban, debtor_bic, nb, total, xml, created_at, confirmed_at)
     VALUES ($1, 'verse', $2, $3, $4, 1, $5, '', $6, $7) RETURNING id`,
    [
      `demo-${Date.now()}`,
      executionDay(createdOn),
      DEMO_PLATFORM_ACCOUNT.iban,
      DEMO_PLATFORM_ACCOUNT.bic,
      af.ttc,
      createdAt.toISOString(),
      `${confirmedOn}T10:00:00Z`,
    ],
  );
  if (!order) return;
  const endToEndId = `VIR${order.id}-${af.numero}`;
  const file = buildPain001({
    messageId: messageIdOf(order.id, createdOn),
    createdAt,
    executionDate: executionDay(createdOn),
    debtor: { name: issuer.name, ...DEMO_PLATFORM_ACCOUNT },
    transfers: [
      { endToEndId, amountCents, creditor: { name: af.raison_sociale, iban: af.iban, bic: af.bic }, remittance: af.numero },
    ],
  });
  await q('UPDATE payout_orders SET msg_id = $2, xml = $3 WHERE id = $1', [order.id, messageIdOf(order.id, createdOn), file.xml]);
  await q(
    `INSERT INTO payout_transfers (order_id, invoice_id, candidate_id, montant, end_to_end_id, creditor_name, creditor_iban, creditor_bic)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [order.id, af.id, af.candidate_id, af.ttc, endToEndId, af.raison_sociale, af.iban, af.bic],
  );
  await q(`INSERT INTO notifications (user_id, titre, content, url, created_at) VALUES ($1, 'other', $2, $3, $4)`, [
    af.user_id,
    `Votre autofacture ${af.numero} a été versée : ${frenchEuros(af.ttc)}.`,
    paths.dashboard.candidate.invoices,
    `${confirmedOn}T10:00:00Z`,
  ]);
  await ensureDepositOnLatest(database);
}

/** A 40 % deposit (whole euros) on the demo freelancer's latest client invoice that has no payment and no credit note. */
async function ensureDepositOnLatest(database: Database): Promise<void> {
  const [latest] = await database.query<{ id: number; numero: string; ttc: string; issued_on: string; client_name: string }>(
    `SELECT s.id, s.numero, s.ttc::text AS ttc, s.issued_on::text AS issued_on, s.client_name
       FROM invoices s
       JOIN missions m ON m.id = s.mission_id
       JOIN candidates c ON c.id = m.candidate_id
       JOIN users u ON u.id = c.user_id
      WHERE s.type = 'client' AND u.email = $1
        AND NOT EXISTS (SELECT 1 FROM invoices x WHERE x.corrects_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.invoice_id = s.id)
      ORDER BY s.issued_on DESC, s.id DESC
      LIMIT 1`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  if (!latest) return;
  const depositCents = Math.round((centsFromDecimal(latest.ttc) * 2) / 500) * 100;
  await database.query(
    `INSERT INTO payments (invoice_id, montant, date, reference, source, bank_ref, debiteur)
     VALUES ($1, $2, $3, $4, 'releve', $5, $6)`,
    [
      latest.id,
      formatCentsDecimal(depositCents),
      [addDays(latest.issued_on, 8), parisToday()].sort()[0],
      `VIR ${latest.client_name.toUpperCase()} ACOMPTE ${latest.numero}`,
      `A:DEMO:ACOMPTE:${latest.numero}`,
      latest.client_name,
    ],
  );
}
