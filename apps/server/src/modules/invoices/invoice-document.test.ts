import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { en16931Violations } from '../../test/en16931.js';
import { makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { makeCra, runningMission } from '../../test/mission-work.js';
import { inspectPdfA } from '../../test/pdfa-inspect.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { issueInvoice } from './invoices.service.js';

/**
 * The client invoice as a Factur-X document (issue 32, DECISIONS §6.6), through the API on each engine: stored
 * when the CRA is validated, served as stored (PDF and XML alone), the XML read back from the PDF equal to the
 * XML route's and to the figures the invoice row keeps, never written twice, never changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Stored {
  id: number;
  numero: string;
  issued_on: string;
  due_on: string;
  ht: string;
  tva: string;
  ttc: string;
  days: string;
  tjm: string;
  client_siren: string | null;
}

/** A validated CRA of a new company: its invoice row and the company. */
async function validatedInvoice() {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Atelier Numérique' });
  const candidate = await makeCandidate(t.app.ctx);
  const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
  // 2.5 days at the mission's TJM.
  const cra = await makeCra(t.app.ctx, mission.id, { jours: { '2026-10-01': 1, '2026-10-02': 0.5, '2026-10-05': 1 } });
  const res = await t.post('/api/cl/validateCra', { id: cra.id }, client.token);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.query<Stored>(
    `SELECT id, numero, issued_on::text, due_on::text, ht::text, tva::text, ttc::text, days::text, tjm::text, client_siren
       FROM invoices WHERE cra_id = $1`,
    [cra.id],
  );
  if (!row) throw new Error('no invoice');
  return { client, row };
}

/** A client invoice issued in its own transaction, as the validation issues it, its document not drawn (3 days). */
async function issuedInvoice() {
  const client = await makeClient(t.app.ctx);
  const candidate = await makeCandidate(t.app.ctx);
  const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
  const cra = await makeCra(t.app.ctx, mission.id, { etat: 'valide' });
  const invoice = await t.app.ctx.db.transaction((tx) =>
    issueInvoice(t.app.ctx, tx, {
      craId: cra.id,
      mois: cra.mois,
      days: 3,
      mission,
      clientName: client.client.nomEntreprise,
      clientContact: 'Claire Durand',
      candidateName: 'Léa Martin',
    }),
  );
  return { client, invoice };
}

/** The stored document, once the documents queued after the answers are drawn (invoice-drawings.ts). */
const storedDocument = async (invoiceId: number) => {
  await t.app.ctx.invoiceDrawings.flush();
  return (
    await t.database.query<{ pdf: Uint8Array; xml: string; sha256: string }>(
      'SELECT pdf, xml, sha256 FROM invoice_documents WHERE invoice_id = $1',
      [invoiceId],
    )
  )[0];
};

async function attachedXml(pdf: Uint8Array): Promise<string> {
  const attachments = (await (await getDocumentProxy(new Uint8Array(pdf))).getAttachments()) as Record<
    string,
    { content: Uint8Array }
  >;
  return new TextDecoder().decode(attachments['factur-x.xml']?.content);
}

const date102 = (iso: string) => iso.replaceAll('-', '');

describe('the Factur-X document of an invoice', () => {
  it('is stored once issued (drawn after the answer); the PDF carries the XML the XML route serves, with the row’s figures', async () => {
    const { client, row } = await validatedInvoice();
    const stored = await storedDocument(row.id);
    expect(stored).toBeDefined();

    const pdfRes = await t.get(`/api/files/facture/${row.id}`, client.token);
    expect(pdfRes.statusCode).toBe(200);
    const pdf = new Uint8Array(pdfRes.rawPayload);
    expect(Buffer.from(pdf).equals(Buffer.from(stored?.pdf ?? []))).toBe(true);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(stored?.sha256);

    const xmlRes = await t.get(`/api/files/facture/${row.id}/xml`, client.token);
    expect(xmlRes.statusCode).toBe(200);
    expect(xmlRes.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlRes.headers['content-disposition']).toContain(`facture-${row.numero}.xml`);
    const xml = xmlRes.body;
    expect(await attachedXml(pdf)).toBe(xml);
    expect(stored?.xml).toBe(xml);

    // The row's figures, as the XML writes them.
    const days = String(Number(row.days));
    const tjm = Number(row.tjm).toFixed(2);
    for (const fragment of [
      `<ram:ID>${row.numero}</ram:ID>`,
      '<ram:TypeCode>380</ram:TypeCode>',
      `<udt:DateTimeString format="102">${date102(row.issued_on)}</udt:DateTimeString>`,
      `<ram:DueDateDateTime>\n          <udt:DateTimeString format="102">${date102(row.due_on)}</udt:DateTimeString>`,
      `<ram:BilledQuantity unitCode="DAY">${days}</ram:BilledQuantity>`,
      `<ram:ChargeAmount>${tjm}</ram:ChargeAmount>`,
      `<ram:LineTotalAmount>${row.ht}</ram:LineTotalAmount>`,
      `<ram:TaxBasisTotalAmount>${row.ht}</ram:TaxBasisTotalAmount>`,
      `<ram:TaxTotalAmount currencyID="EUR">${row.tva}</ram:TaxTotalAmount>`,
      `<ram:GrandTotalAmount>${row.ttc}</ram:GrandTotalAmount>`,
      `<ram:DuePayableAmount>${row.ttc}</ram:DuePayableAmount>`,
      `<ram:ID schemeID="0002">${row.client_siren}</ram:ID>`,
      '<ram:ID schemeID="0002">912345675</ram:ID>',
      '<ram:ID schemeID="VA">FR65912345675</ram:ID>',
      '<ram:Name>Atelier Numérique</ram:Name>',
    ])
      expect(xml).toContain(fragment);
    expect(row.ht).toBe((Number(row.days) * Number(row.tjm)).toFixed(2));
    expect(en16931Violations(xml)).toEqual([]);
    expect((await inspectPdfA(pdf)).problems).toEqual([]);
  });

  it('XML: the company’s members and the staff only, like the PDF', async () => {
    const { row } = await validatedInvoice();
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.get(`/api/files/facture/${row.id}/xml`, admin.token)).statusCode).toBe(200);
    const other = await makeClient(t.app.ctx);
    expectFailure(await t.get(`/api/files/facture/${row.id}/xml`, other.token), 'invoice.not_found');
    // A freelancer reads its self-billed invoices, never a company's.
    const candidate = await makeCandidate(t.app.ctx);
    expectFailure(await t.get(`/api/files/facture/${row.id}/xml`, candidate.token), 'invoice.not_found');
    expectFailure(await t.get('/api/files/facture/999999/xml', admin.token), 'invoice.not_found');
  });

  it('never changes: the database refuses to update or delete it', async () => {
    const { row } = await validatedInvoice();
    // Drawn after the answer: wait for it, or the UPDATE below finds no row and no trigger refuses anything.
    expect((await storedDocument(row.id))?.xml).toContain(row.numero);
    await expect(t.database.query("UPDATE invoice_documents SET xml = '<x/>' WHERE invoice_id = $1", [row.id])).rejects.toThrow(
      /never changes/,
    );
    await expect(t.database.query('DELETE FROM invoice_documents WHERE invoice_id = $1', [row.id])).rejects.toThrow(
      /never changes/,
    );
    expect((await storedDocument(row.id))?.xml).toContain(row.numero);
  });

  it('an invoice without its document yet (issued before Factur-X) gets it on the first download, once', async () => {
    const { client, invoice } = await issuedInvoice();
    // Issued before the billing identity was collected: no address, no SIREN (such rows exist).
    await t.database.query('UPDATE invoices SET client_address = NULL, client_siren = NULL WHERE id = $1', [invoice.id]);
    expect(await storedDocument(invoice.id)).toBeUndefined();
    const [first, second] = await Promise.all([
      t.get(`/api/files/facture/${invoice.id}/xml`, client.token),
      t.get(`/api/files/facture/${invoice.id}`, client.token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await attachedXml(new Uint8Array(second.rawPayload))).toBe(first.body);
    expect(en16931Violations(first.body)).toEqual([]);
    expect(first.body).toContain('<ram:PostalTradeAddress>\n          <ram:CountryID>FR</ram:CountryID>');
    const again = await t.get(`/api/files/facture/${invoice.id}`, client.token);
    expect(Buffer.from(again.rawPayload).equals(Buffer.from(second.rawPayload))).toBe(true);
    const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_documents WHERE invoice_id = $1',
      [invoice.id],
    );
    expect(n).toBe(1);
  });
});

describe('the purchase order (BT-13) on every invoice issued after it is set (DECISIONS §6.5)', () => {
  it('BuyerOrderReferencedDocument in the XML the PDF carries, « Bon de commande n° » on the page; none before', async () => {
    const client = await makeClient(t.app.ctx, { nomEntreprise: 'Horizon Assurances' });
    const candidate = await makeCandidate(t.app.ctx);
    const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
    const validate = async (jours: Record<string, number>) => {
      const cra = await makeCra(t.app.ctx, mission.id, { jours, mois: Object.keys(jours)[0]?.slice(0, 7) });
      const res = await t.post('/api/cl/validateCra', { id: cra.id }, client.token);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.query<{ id: number; numero: string }>('SELECT id, numero FROM invoices WHERE cra_id = $1', [
        cra.id,
      ]);
      if (!row) throw new Error('no invoice');
      const pdf = new Uint8Array((await t.get(`/api/files/facture/${row.id}`, client.token)).rawPayload);
      const xml = (await t.get(`/api/files/facture/${row.id}/xml`, client.token)).body;
      return { row, pdf, xml };
    };

    const before = await validate({ '2026-10-01': 1, '2026-10-02': 1 });
    expect(before.xml).not.toContain('BuyerOrderReferencedDocument');

    const reference = 'PO-2026/HORIZON-0042';
    const set = await t.post('/api/cl/setBonCommande', { missionId: mission.id, reference }, client.token);
    expect(set.statusCode, set.body).toBe(200);
    const after = await validate({ '2026-11-02': 1, '2026-11-03': 0.5 });
    const embedded = await attachedXml(after.pdf);
    expect(embedded).toBe(after.xml);
    expect(embedded).toContain(
      `<ram:BuyerOrderReferencedDocument>\n        <ram:IssuerAssignedID>${reference}</ram:IssuerAssignedID>\n      </ram:BuyerOrderReferencedDocument>`,
    );
    // Inside ApplicableHeaderTradeAgreement, as the CII D16B schema orders it.
    const agreement = embedded.slice(
      embedded.indexOf('<ram:ApplicableHeaderTradeAgreement>'),
      embedded.indexOf('</ram:ApplicableHeaderTradeAgreement>'),
    );
    expect(agreement).toContain(`<ram:IssuerAssignedID>${reference}</ram:IssuerAssignedID>`);
    expect(en16931Violations(embedded)).toEqual([]);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(after.pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`Bon de commande n° ${reference}`);
    // The invoice issued before keeps its document: no reference, ever.
    expect((await t.get(`/api/files/facture/${before.row.id}/xml`, client.token)).body).toBe(before.xml);

    const folder = process.env.FACTURX_OUT;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'api-380-bt13.pdf'), after.pdf);
      writeFileSync(path.join(folder, 'api-380-bt13.xml'), after.xml);
    }
  });
});

describe('the late-payment rate kept at issue (Réglages’ taux_penalites, DECISIONS §6.5)', () => {
  const pdfText = async (pdf: Uint8Array) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

  it('the note of the page and of the XML (PMD) prints the Réglages’ rate of the day of issue, and keeps it', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const setRate = async (taux: number) =>
      expect((await t.post('/api/adm/setReglages', { taux_penalites: taux }, root.token)).statusCode).toBe(200);
    await setRate(9.5);
    let issued: Awaited<ReturnType<typeof validatedInvoice>>;
    try {
      issued = await validatedInvoice();
      // Changed after the issue: the invoice keeps its rate.
      await setRate(15);
    } finally {
      await setRate(12.15);
    }
    const { client, row } = issued;
    const [kept] = await t.database.query<{ taux_penalites: string }>('SELECT taux_penalites::text FROM invoices WHERE id = $1', [
      row.id,
    ]);
    expect(kept?.taux_penalites).toBe('9.50');
    const note =
      'En cas de retard de paiement, des pénalités sont dues au taux annuel de 9,5\u00a0% (Code de commerce, art. L441-10).';
    const xml = (await t.get(`/api/files/facture/${row.id}/xml`, client.token)).body;
    expect(xml).toContain(`<ram:Content>${note}</ram:Content>\n      <ram:SubjectCode>PMD</ram:SubjectCode>`);
    expect(xml).not.toContain('Banque centrale');
    expect(en16931Violations(xml)).toEqual([]);
    const pdf = new Uint8Array((await t.get(`/api/files/facture/${row.id}`, client.token)).rawPayload);
    expect(await attachedXml(pdf)).toBe(xml);
    expect(await pdfText(pdf)).toContain('des pénalités sont dues au taux annuel de 9,5 % (Code de commerce, art. L441-10)');
    expect((await inspectPdfA(pdf)).problems).toEqual([]);
    const folder = process.env.FACTURX_OUT;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'api-380-taux.pdf'), pdf);
      writeFileSync(path.join(folder, 'api-380-taux.xml'), xml);
    }
  });

  it('an invoice issued before the rate was kept (null) reads the wording it was issued with', async () => {
    const { client, invoice } = await issuedInvoice();
    expect(invoice.tauxPenalites).toBe('12.15');
    await t.database.query('UPDATE invoices SET taux_penalites = NULL WHERE id = $1', [invoice.id]);
    const xml = (await t.get(`/api/files/facture/${invoice.id}/xml`, client.token)).body;
    expect(xml).toContain(
      'au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points',
    );
    expect(en16931Violations(xml)).toEqual([]);
  });
});
