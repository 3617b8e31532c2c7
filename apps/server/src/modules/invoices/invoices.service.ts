import {
  type AdminBilledFacture,
  type AdminFacturesByTypeBody,
  type CandidateFacture,
  type ClientBilledFacture,
  type Facture,
  parisToday,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { limitOffset, type PageInfo, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { candidateOf, companyOf, requireAccess } from '../access/access.service.js';
import { type InvoicePayment, paymentStatesOf, payoutStatesOf } from '../payments/payments.service.js';
import { findClientById } from '../profiles/profiles.repository.js';
import { readSettings } from '../settings/settings.service.js';
import { centsToText, invoiceAmounts } from './invoice-amounts.js';
import { invoiceDocument } from './invoice-drawings.js';
import * as repo from './invoices.repository.js';

/**
 * Invoices (DECISIONS §6.4): one per validated CRA, made in the validation's transaction, numbered
 * F-YYYY-NNNNNN with no gap within a year, kept as issued; its Factur-X document (PDF/A-3 with factur-x.xml,
 * DECISIONS §6.6) is drawn from the row once and stored (invoice-document.ts).
 */

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The terms an invoice issued on `issuedOn` keeps from the Réglages (DECISIONS §6.5), read in the issuing
 * transaction: its due date (BT-9), `delai_paiement` calendar days later (0–60, default 30), and the late-payment
 * rate `taux_penalites` (% a year). The payment terms (BT-20), the page's late-payment note, the payment state and
 * the dunning all read the row's `due_on` and `taux_penalites`, so a later change of the Réglages leaves an issued
 * invoice as it was.
 */
export async function issueTermsOf(tx: Db, issuedOn: string): Promise<{ dueOn: string; tauxPenalites: string }> {
  const settings = await readSettings(tx);
  return { dueOn: addDays(issuedOn, settings.delaiPaiement), tauxPenalites: settings.tauxPenalites };
}

export interface InvoiceSource {
  craId: number;
  mois: string;
  days: number;
  mission: { id: number; clientId: number; dateDebut: string; dateFin: string; tjm: string };
  clientName: string;
  clientContact: string;
  candidateName: string;
}

/**
 * The company's billing address and SIREN, which the invoice must carry (Code de commerce L441-9, CGI art.
 * 242 nonies A). A company that has not given them gets no invoice: its validation is refused before a number
 * is taken, with a message that sends it to its profile (docs/api.md). An invoice without the client's
 * address would be one an accountant sends back.
 */
async function clientBilling(tx: Db, clientId: number): Promise<{ address: string; siren: string }> {
  const client = await findClientById(tx, clientId);
  if (!client?.adresse || !client.codePostal || !client.ville || !client.siren) throw fail('invoice.billing_missing');
  return { address: `${client.adresse}\n${client.codePostal} ${client.ville}`, siren: client.siren };
}

/**
 * Issues the invoice of a validated CRA, inside the validation's transaction. `now` (the validation's
 * instant) gives the date of issue and the numbering year, both in Europe/Paris.
 */
/** The platform as printed on an invoice: the seller of a client invoice, the buyer of a self-billed one. */
export function issuerOf(ctx: AppContext): repo.InvoiceRow['issuer'] {
  const issuer = ctx.config.invoiceIssuer;
  if (!issuer) {
    ctx.log.error('invoicing is not configured: set INVOICE_ISSUER_NAME, _SIREN, _ADDRESS and _VAT (README, Configuration)');
    throw fail('invoice.not_configured');
  }
  return { ...issuer };
}

export async function issueInvoice(ctx: AppContext, tx: Db, source: InvoiceSource, now = new Date()): Promise<repo.InvoiceRow> {
  const issuer = issuerOf(ctx);
  const billing = await clientBilling(tx, source.mission.clientId);
  const issuedOn = parisToday(now);
  const year = Number(issuedOn.slice(0, 4));
  const seq = await repo.nextInvoiceSeq(tx, year);
  const amounts = invoiceAmounts(source.days, source.mission.tjm);
  // BT-13: the reference as it is at this instant (a member may have set it since the mission was read).
  const bonCommande = await repo.missionPurchaseOrder(tx, source.mission.id);
  return repo.insertInvoice(tx, {
    numero: `F-${year}-${String(seq).padStart(6, '0')}`,
    year,
    seq,
    craId: source.craId,
    missionId: source.mission.id,
    clientId: source.mission.clientId,
    mois: source.mois,
    issuedOn,
    ...(await issueTermsOf(tx, issuedOn)),
    issuer,
    clientName: source.clientName,
    clientContact: source.clientContact,
    clientAddress: billing.address,
    clientSiren: billing.siren,
    candidateName: source.candidateName,
    missionStart: source.mission.dateDebut,
    missionEnd: source.mission.dateFin,
    days: String(source.days),
    tjm: source.mission.tjm,
    ht: centsToText(amounts.ht),
    tva: centsToText(amounts.tva),
    ttc: centsToText(amounts.ttc),
    bonCommande,
  });
}

function present(row: repo.InvoiceRow, payment: InvoicePayment): Facture {
  return { ...payment, ...presentIssued(row) };
}

function presentIssued(row: repo.InvoiceRow): Omit<Facture, keyof InvoicePayment> {
  return {
    id: row.id,
    numero: row.numero,
    mois: row.mois,
    missionId: row.missionId,
    ht: Number(row.ht),
    tva: Number(row.tva),
    ttc: Number(row.ttc),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Presents invoices with their payment state today (DECISIONS §6.7: in every getFactures). */
async function withPayments<R extends repo.InvoiceRow, T>(
  db: Db,
  rows: readonly R[],
  presentRow: (row: R, payment: InvoicePayment) => T,
): Promise<T[]> {
  const states = await paymentStatesOf(db, rows);
  return rows.map((row) => {
    const payment = states.get(row.id);
    if (!payment) throw new Error(`no payment state for invoice ${row.id}`);
    return presentRow(row, payment);
  });
}

const typeOf = (row: repo.InvoiceRow) => row.type as repo.InvoiceType;

const linked = (row: repo.LinkedInvoiceRow) => ({
  type: typeOf(row),
  avoir: row.creditNumero,
  facture_origine: row.correctsNumero,
});

/** The client's getFactures: its company's invoices and their credit notes, newest first. */
export async function listClientInvoices(ctx: AppContext, auth: AuthContext): Promise<ClientBilledFacture[]> {
  const client = await companyOf(ctx.db, auth);
  if (!client) return [];
  return withPayments(ctx.db, await repo.listClientInvoices(ctx.db, client.id), (row, payment) => ({
    ...present(row, payment),
    ...linked(row),
  }));
}

/** The freelancer's getFactures: its AF invoices and their credit notes, newest first. */
export async function listCandidateInvoices(ctx: AppContext, auth: AuthContext): Promise<CandidateFacture[]> {
  const candidate = await candidateOf(ctx.db, auth);
  if (!candidate) return [];
  const rows = await repo.listCandidateInvoices(ctx.db, candidate.id);
  const payouts = await payoutStatesOf(ctx.db, rows);
  return rows.map((row) => ({
    ...presentIssued(row),
    ...linked(row),
    client: row.clientName,
    // The payout of an AF invoice (DECISIONS §6.7): to be paid once the client has paid its invoice.
    etat_paiement: row.type === 'avoir' ? null : (payouts.get(row.id) ?? 'en_attente'),
  }));
}

/** The staff's getFactures: every invoice, or one kind, newest first, searched and paged. */
export async function listInvoices(
  ctx: AppContext,
  body: AdminFacturesByTypeBody,
): Promise<{ factures: AdminBilledFacture[] } & PageInfo> {
  const page = pageRequest(body);
  const { total, rows } = await repo.listInvoices(ctx.db, {
    search: body?.search || undefined,
    type: body?.type,
    ...limitOffset(page),
  });
  return {
    factures: await withPayments(ctx.db, rows, (row, payment) => ({
      ...present(row, payment),
      ...linked(row),
      client: row.clientName,
      condidat: row.candidateName,
    })),
    ...pageInfo(total, page),
  };
}

/** The invoice, for the invoiced company's members and the staff; others: 404 (as if it did not exist). */
async function readableInvoice(ctx: AppContext, auth: AuthContext, id: number): Promise<repo.InvoiceRow> {
  await requireAccess(ctx.db, auth, 'invoice.read', [id]);
  const invoice = await repo.findInvoice(ctx.db, id);
  if (!invoice) throw fail('invoice.not_found');
  return invoice;
}

/** GET /api/files/facture/{id}: the stored Factur-X PDF/A-3 (factur-x.xml inside). */
export async function invoicePdf(ctx: AppContext, auth: AuthContext, id: number): Promise<{ numero: string; pdf: Uint8Array }> {
  const invoice = await readableInvoice(ctx, auth, id);
  return { numero: invoice.numero, pdf: (await invoiceDocument(ctx.db, invoice)).pdf };
}

/** GET /api/files/facture/{id}/xml: the same document's factur-x.xml alone (the bytes embedded in the PDF). */
export async function invoiceXml(ctx: AppContext, auth: AuthContext, id: number): Promise<{ numero: string; xml: string }> {
  const invoice = await readableInvoice(ctx, auth, id);
  return { numero: invoice.numero, xml: (await invoiceDocument(ctx.db, invoice)).xml };
}
