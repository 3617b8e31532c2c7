import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parisToday } from '@passerelle/shared';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { en16931Violations } from '../../test/en16931.js';
import { makeUser } from '../../test/factories.js';
import { type MadeCandidate, makeCandidate, makeClient, makeMission } from '../../test/marketplace.js';
import { FRANCHISE_IDENTITY, makeCra, runningMission } from '../../test/mission-work.js';
import { inspectPdfA } from '../../test/pdfa-inspect.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Self-billed invoices and credit notes through the API, on each engine (issue 32, DECISIONS §6.6): the AF invoice
 * issued with the client's when the freelancer's identity is there, later when it is not; each document a valid
 * Factur-X (EN 16931 rules on the XML, the XML read back from the PDF); who reads which; credit notes cancelling
 * both, the CRA back to the freelancer, and the three series gapless under concurrency.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const LIABLE_IDENTITY = {
  ...FRANCHISE_IDENTITY,
  raison_sociale: 'Nowak Conseil SASU',
  siret: '73282932000074',
  regime_tva: 'assujetti',
  tva_intra: 'FR44732829320',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
} as const;

interface Row {
  id: number;
  numero: string;
  type: string;
  ht: string;
  tva: string;
  ttc: string;
  tjm: string;
  days: string;
  client_id: number | null;
  candidate_id: number | null;
  corrects_id: number | null;
}

const rowsOfCra = (craId: number) =>
  t.database.query<Row>(
    `SELECT id, numero, type, ht::text, tva::text, ttc::text, tjm::text, days::text, client_id, candidate_id, corrects_id
       FROM invoices WHERE cra_id = $1 ORDER BY id`,
    [craId],
  );

async function world(identity?: Record<string, unknown>) {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Atelier Numérique' });
  const candidate = await makeCandidate(t.app.ctx, { nom: 'Martin' });
  if (identity) {
    const res = await t.post('/api/cd/setFacturation', identity, candidate.token);
    expect(res.statusCode, res.body).toBe(200);
  }
  // The company pays 700 € a day, the freelancer is paid 620.5 € (DECISIONS §6.5): the AF's figures are not round.
  const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, {
    etat: 'en_cours',
    tjm: '700.000',
    tjmCandidat: '620.500',
  });
  return { client, candidate, mission };
}

async function validated(w: Awaited<ReturnType<typeof world>>, jours?: Record<string, number>) {
  const cra = await makeCra(t.app.ctx, w.mission.id, jours ? { jours } : {});
  const res = await t.post('/api/cl/validateCra', { id: cra.id }, w.client.token);
  expect(res.statusCode, res.body).toBe(200);
  return cra;
}

async function documentOf(id: number, token: string) {
  const pdfRes = await t.get(`/api/files/facture/${id}`, token);
  expect(pdfRes.statusCode, pdfRes.body).toBe(200);
  const xmlRes = await t.get(`/api/files/facture/${id}/xml`, token);
  expect(xmlRes.statusCode).toBe(200);
  const pdf = new Uint8Array(pdfRes.rawPayload);
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const attachments = (await proxy.getAttachments()) as Record<string, { content: Uint8Array }>;
  const attached = new TextDecoder().decode(attachments['factur-x.xml']?.content);
  const { extractText } = await import('unpdf');
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
  return { pdf, xml: xmlRes.body, attached, text };
}

const year = () => parisToday().slice(0, 4);

/**
 * With FACTURX_OUT set, the documents the API issued are written there, to be checked with CEN's own artefacts
 * (scripts/check-facturx.sh takes them through FACTURX_EXTRA).
 */
function keep(name: string, doc: { pdf: Uint8Array; xml: string }) {
  const folder = process.env.FACTURX_OUT;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `api-${name}.pdf`), doc.pdf);
  writeFileSync(path.join(folder, `api-${name}.xml`), doc.xml);
}

describe('the freelancer’s billing identity (setFacturation, getFacturation)', () => {
  it('refuses a bad SIRET, VAT number, IBAN, BIC or a missing mandate with its code, storing nothing', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ siret: '84215937800005' }, 'billing.bad_siret', 'siret'],
      // The SIRET's key is right but its SIREN's is not.
      [{ siret: '11111111111111' }, 'billing.bad_siret', 'siret'],
      [{ regime_tva: 'assujetti' }, 'billing.vat_required', 'tva_intra'],
      [{ regime_tva: 'assujetti', tva_intra: 'FR44732829320' }, 'billing.bad_vat', 'tva_intra'],
      [{ iban: 'FR7630006000011234567890188' }, 'billing.bad_iban', 'iban'],
      [{ bic: 'NOTABIC' }, 'billing.bad_iban', 'bic'],
      [{ mandat: false }, 'billing.mandate_required', 'mandat'],
    ];
    for (const [change, code, field] of cases) {
      const res = await t.post('/api/cd/setFacturation', { ...FRANCHISE_IDENTITY, ...change }, candidate.token);
      expectFailure(res, code as never);
      expect(Object.keys(res.json().errors ?? {}), code).toEqual([field]);
    }
    const stored = (await t.post('/api/cd/getFacturation', {}, candidate.token)).json();
    expect(stored).toMatchObject({ done: true, raison_sociale: null, iban: null, mandat: false, mandat_le: null });
  });

  it('stores it with the mandate’s date; answers the IBAN masked but its last 4; a save without IBAN keeps it', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    expect((await t.post('/api/cd/setFacturation', LIABLE_IDENTITY, candidate.token)).statusCode).toBe(200);
    const first = (await t.post('/api/cd/getFacturation', {}, candidate.token)).json();
    expect(first).toMatchObject({
      raison_sociale: 'Nowak Conseil SASU',
      siret: '73282932000074',
      regime_tva: 'assujetti',
      tva_intra: 'FR44732829320',
      bic: 'AGRIFRPP',
      mandat: true,
      mandat_le: parisToday(),
    });
    expect(first.iban).toBe('•••• •••• •••• •••• •••• ••• 0189');
    const { iban: _, ...withoutIban } = LIABLE_IDENTITY;
    expect((await t.post('/api/cd/setFacturation', { ...withoutIban, ville: 'Toulouse' }, candidate.token)).statusCode).toBe(200);
    const [row] = await t.database.query<{ iban: string; ville: string }>(
      'SELECT iban, ville FROM candidate_billing WHERE candidate_id = $1',
      [candidate.candidate.id],
    );
    expect(row).toEqual({ iban: 'FR7630006000011234567890189', ville: 'Toulouse' });
  });

  it('is the candidate’s only: a company gets 403', async () => {
    const client = await makeClient(t.app.ctx);
    expect((await t.post('/api/cd/setFacturation', FRANCHISE_IDENTITY, client.token)).statusCode).toBe(403);
    expect((await t.post('/api/cd/getFacturation', {}, client.token)).statusCode).toBe(403);
  });
});

describe('self-billed invoices AF-YYYY-NNNNNN', () => {
  it('in the franchise: issued with the client invoice, seller the freelancer, exempt (293 B, BT-32), payee IBAN', async () => {
    const w = await world(FRANCHISE_IDENTITY);
    // 2.5 days at 620.500 €: 1 551.25 € HT (half up).
    const cra = await validated(w, { '2026-10-01': 1, '2026-10-02': 0.5, '2026-10-05': 1 });
    const [client, af] = await rowsOfCra(cra.id);
    // The company's invoice at its rate, the freelancer's at its own.
    expect(client).toMatchObject({ type: 'client', tjm: '700.000', ht: '1750.00' });
    expect(af?.tjm).toBe('620.500');
    expect(af).toMatchObject({
      type: 'autofacturation',
      ht: '1551.25',
      tva: '0.00',
      ttc: '1551.25',
      client_id: null,
      candidate_id: w.candidate.candidate.id,
    });
    expect(af?.numero).toMatch(new RegExp(`^AF-${year()}-\\d{6}$`));

    const listed = (await t.post('/api/cd/getFactures', {}, w.candidate.token)).json().factures;
    expect(listed).toEqual([
      expect.objectContaining({
        id: af?.id,
        numero: af?.numero,
        type: 'autofacturation',
        ht: 1551.25,
        tva: 0,
        ttc: 1551.25,
        etat_paiement: 'en_attente',
        avoir: null,
        client: 'Atelier Numérique',
      }),
    ]);

    const doc = await documentOf(af?.id ?? 0, w.candidate.token);
    keep('389-franchise', doc);
    expect(doc.attached).toBe(doc.xml);
    expect(en16931Violations(doc.xml)).toEqual([]);
    expect((await inspectPdfA(doc.pdf)).problems).toEqual([]);
    for (const fragment of [
      `<ram:ID>${af?.numero}</ram:ID>`,
      '<ram:TypeCode>389</ram:TypeCode>',
      '<ram:ID schemeID="0002">842159378</ram:ID>',
      '<ram:ID schemeID="FC">84215937800004</ram:ID>',
      '<ram:CategoryCode>E</ram:CategoryCode>',
      'VATEX-FR-FRANCHISE',
      '<ram:IBANID>FR1420041010050500013M02606</ram:IBANID>',
      '<ram:BICID>PSSTFRPPLYO</ram:BICID>',
      '<ram:ChargeAmount>620.50</ram:ChargeAmount>',
      '<ram:GrandTotalAmount>1551.25</ram:GrandTotalAmount>',
      // The buyer is the platform.
      '<ram:ID schemeID="VA">FR65912345675</ram:ID>',
    ])
      expect(doc.xml).toContain(fragment);
    for (const mention of [
      'Autofacturation',
      'Léa Martin EI',
      'TVA non applicable, art. 293 B du CGI',
      'au nom et pour le compte de Léa Martin EI',
      'Catégorie de l’opération : Prestation de services',
      '1 551,25 €',
    ])
      expect(doc.text).toContain(mention);
  });

  it('liable to VAT: 20 %, the freelancer’s VAT number', async () => {
    const w = await world(LIABLE_IDENTITY);
    const cra = await validated(w);
    const af = (await rowsOfCra(cra.id)).find((r) => r.type === 'autofacturation');
    // 3 days at 620.5 €.
    expect(af).toMatchObject({ ht: '1861.50', tva: '372.30', ttc: '2233.80' });
    const doc = await documentOf(af?.id ?? 0, w.candidate.token);
    keep('389-liable', doc);
    expect(en16931Violations(doc.xml)).toEqual([]);
    expect(doc.xml).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>');
    expect(doc.xml).toContain('<ram:RateApplicablePercent>20</ram:RateApplicablePercent>');
  });

  it('waits for the freelancer’s identity, never delaying the client’s invoice; issued when it is saved', async () => {
    const w = await world();
    const cra = await validated(w);
    expect((await rowsOfCra(cra.id)).map((r) => r.type)).toEqual(['client']);
    expect((await t.post('/api/cd/getFactures', {}, w.candidate.token)).json().factures).toEqual([]);
    expect((await t.post('/api/cd/setFacturation', FRANCHISE_IDENTITY, w.candidate.token)).statusCode).toBe(200);
    const rows = await rowsOfCra(cra.id);
    expect(rows.map((r) => r.type)).toEqual(['client', 'autofacturation']);
    // Saved again: nothing issued twice.
    expect((await t.post('/api/cd/setFacturation', FRANCHISE_IDENTITY, w.candidate.token)).statusCode).toBe(200);
    expect(await rowsOfCra(cra.id)).toHaveLength(2);
    const [listed] = (await t.post('/api/cd/getFactures', {}, w.candidate.token)).json().factures;
    expect(listed.numero).toBe(rows[1]?.numero);
    const doc = await documentOf(listed.id, w.candidate.token);
    expect(en16931Violations(doc.xml)).toEqual([]);
  });

  it('is read by its freelancer and the staff only; the company neither lists nor reads it', async () => {
    const w = await world(FRANCHISE_IDENTITY);
    const cra = await validated(w);
    const [clientInvoice, af] = await rowsOfCra(cra.id);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const other = await makeCandidate(t.app.ctx);
    expect((await t.get(`/api/files/facture/${af?.id}`, admin.token)).statusCode).toBe(200);
    expectFailure(await t.get(`/api/files/facture/${af?.id}`, w.client.token), 'invoice.not_found');
    expectFailure(await t.get(`/api/files/facture/${af?.id}/xml`, other.token), 'invoice.not_found');
    // …nor does the freelancer read the company's invoice.
    expectFailure(await t.get(`/api/files/facture/${clientInvoice?.id}`, w.candidate.token), 'invoice.not_found');
    const clientList = (await t.post('/api/cl/getFactures', {}, w.client.token)).json().factures;
    expect(clientList.map((f: { numero: string }) => f.numero)).toEqual([clientInvoice?.numero]);
    const staff = (await t.post('/api/adm/getFactures', { type: 'autofacturation', search: af?.numero }, admin.token)).json();
    expect(staff.factures.map((f: { numero: string; type: string }) => [f.numero, f.type])).toEqual([
      [af?.numero, 'autofacturation'],
    ]);
  });
});

describe('credit notes A-YYYY-NNNNNN', () => {
  it('cancel the invoice and its AF whole; the CRA goes back to the freelancer; corrected, it is invoiced again', async () => {
    const w = await world(FRANCHISE_IDENTITY);
    const cra = await validated(w);
    const [clientInvoice, af] = await rowsOfCra(cra.id);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const motif = 'Deux jours déclarés en trop : à corriger.';
    const res = await t.post('/api/adm/avoir', { factureId: clientInvoice?.id, motif }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().numero).toMatch(new RegExp(`^A-${year()}-\\d{6}$`));

    const rows = await rowsOfCra(cra.id);
    const credits = rows.filter((r) => r.type === 'avoir');
    expect(credits.map((r) => r.corrects_id)).toEqual([clientInvoice?.id, af?.id]);
    expect(credits[0]).toMatchObject({
      id: res.json().id,
      ht: clientInvoice?.ht,
      ttc: clientInvoice?.ttc,
      client_id: w.client.client.id,
    });
    expect(credits[1]).toMatchObject({ ht: af?.ht, ttc: af?.ttc, client_id: null, candidate_id: w.candidate.candidate.id });
    const [seqA, seqB] = credits.map((r) => Number(r.numero.slice(-6)));
    expect(seqB).toBe((seqA ?? 0) + 1);

    // Both are valid Factur-X credit notes naming what they cancel (BT-25).
    const clientCredit = await documentOf(credits[0]?.id ?? 0, w.client.token);
    const afCredit = await documentOf(credits[1]?.id ?? 0, w.candidate.token);
    keep('381-client', clientCredit);
    keep('381-self-billed', afCredit);
    for (const [doc, original] of [
      [clientCredit, clientInvoice],
      [afCredit, af],
    ] as const) {
      expect(en16931Violations(doc.xml)).toEqual([]);
      expect(doc.attached).toBe(doc.xml);
      expect(doc.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(doc.xml).toContain(`<ram:IssuerAssignedID>${original?.numero}</ram:IssuerAssignedID>`);
      expect(doc.text).toContain('AVOIR');
      expect(doc.text).toContain(motif);
    }
    expect(afCredit.text).toContain('Autofacturation');

    // The CRA is to be corrected, with the reason.
    const cras = (await t.post('/api/cd/getCras', { missionId: w.mission.id }, w.candidate.token)).json().cras;
    expect(cras.find((c: { id: number }) => c.id === cra.id)).toMatchObject({ etat: 'refuse', motif });

    // The lists tie them together.
    const mine = (await t.post('/api/cd/getFactures', {}, w.candidate.token)).json().factures;
    expect(mine.find((f: { id: number }) => f.id === af?.id)).toMatchObject({ avoir: credits[1]?.numero });
    expect(mine.find((f: { id: number }) => f.id === credits[1]?.id)).toMatchObject({
      type: 'avoir',
      facture_origine: af?.numero,
      etat_paiement: null,
    });
    const staff = (await t.post('/api/adm/getFactures', { type: 'avoir', search: 'Atelier' }, admin.token)).json();
    expect(staff.factures.map((f: { numero: string }) => f.numero)).toEqual(expect.arrayContaining(credits.map((r) => r.numero)));
    expect(staff.factures.every((f: { type: string }) => f.type === 'avoir')).toBe(true);

    // Corrected, submitted and validated again: new numbers; what was issued stays.
    expect(
      (
        await t.post(
          '/api/cd/saveCra',
          { missionId: w.mission.id, mois: cra.mois, jours: { '2026-10-01': 1 } },
          w.candidate.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.post('/api/cd/submitCra', { id: cra.id }, w.candidate.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, w.client.token)).statusCode).toBe(200);
    const after = await rowsOfCra(cra.id);
    expect(after.slice(0, 4)).toEqual(rows);
    expect(after.slice(4).map((r) => [r.type, r.ht])).toEqual([
      ['client', '700.00'],
      ['autofacturation', '620.50'],
    ]);
  });

  it('a second credit note, a credit note on an AF or a credit note: 409; unknown: 404; only the staff', async () => {
    const w = await world(FRANCHISE_IDENTITY);
    const cra = await validated(w);
    const [clientInvoice, af] = await rowsOfCra(cra.id);
    const admin = await makeUser(t.app.ctx, { role: 'root' });
    const body = { factureId: clientInvoice?.id, motif: 'Erreur de saisie du client.' };
    expect((await t.post('/api/adm/avoir', body, w.candidate.token)).statusCode).toBe(403);
    expect((await t.post('/api/adm/avoir', body, w.client.token)).statusCode).toBe(403);
    expectFailure(await t.post('/api/adm/avoir', { ...body, factureId: af?.id }, admin.token), 'invoice.not_creditable');
    expectFailure(await t.post('/api/adm/avoir', { ...body, factureId: 9_999_999 }, admin.token), 'invoice.not_found');
    const [first, second] = await Promise.all([
      t.post('/api/adm/avoir', body, admin.token),
      t.post('/api/adm/avoir', body, admin.token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expectFailure([first, second].find((r) => r.statusCode === 409) ?? first, 'invoice.already_credited');
    expectFailure(
      await t.post('/api/adm/avoir', { ...body, factureId: first.json().id ?? second.json().id }, admin.token),
      'invoice.not_creditable',
    );
    expect((await rowsOfCra(cra.id)).filter((r) => r.type === 'avoir')).toHaveLength(2);
  });

  it('a cancelled invoice whose AF was waiting never gets one', async () => {
    const w = await world();
    const cra = await validated(w);
    const [clientInvoice] = await rowsOfCra(cra.id);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect(
      (await t.post('/api/adm/avoir', { factureId: clientInvoice?.id, motif: 'Mauvais mois déclaré.' }, admin.token)).statusCode,
    ).toBe(200);
    expect((await t.post('/api/cd/setFacturation', FRANCHISE_IDENTITY, w.candidate.token)).statusCode).toBe(200);
    expect((await rowsOfCra(cra.id)).map((r) => r.type)).toEqual(['client', 'avoir']);
  });
});

describe('numbering under concurrency', () => {
  async function consecutive(type: string, numbers: string[], prefix: string) {
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs, type).toEqual(Array.from({ length: seqs.length }, (_, i) => first + i));
    for (const n of numbers) expect(n).toMatch(new RegExp(`^${prefix}-${year()}-\\d{6}$`));
    // Nothing of this kind was numbered in between by anyone else: the last number of the series is the highest.
    const [{ last } = { last: 0 }] = await t.database.query<{ last: number }>(
      'SELECT last FROM invoice_counters WHERE series = $1 AND year = $2',
      [type, Number(year())],
    );
    expect(last).toBe(first + seqs.length - 1);
  }

  it('20 concurrent validations, then 20 concurrent credit notes: F, AF and A each consecutive, no gap', async () => {
    const client = await makeClient(t.app.ctx);
    const candidates: MadeCandidate[] = [];
    for (let i = 0; i < 4; i++) {
      const candidate = await makeCandidate(t.app.ctx);
      expect(
        (await t.post('/api/cd/setFacturation', i % 2 ? LIABLE_IDENTITY : FRANCHISE_IDENTITY, candidate.token)).statusCode,
      ).toBe(200);
      candidates.push(candidate);
    }
    const crasToValidate = [];
    for (let i = 0; i < 20; i++) {
      const candidate = candidates[i % 4] as MadeCandidate;
      const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
      crasToValidate.push(await makeCra(t.app.ctx, mission.id));
    }
    const answers = await Promise.all(crasToValidate.map((cra) => t.post('/api/cl/validateCra', { id: cra.id }, client.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = (await Promise.all(crasToValidate.map((cra) => rowsOfCra(cra.id)))).flat();
    await consecutive(
      'client',
      rows.filter((r) => r.type === 'client').map((r) => r.numero),
      'F',
    );
    await consecutive(
      'autofacturation',
      rows.filter((r) => r.type === 'autofacturation').map((r) => r.numero),
      'AF',
    );

    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const credits = await Promise.all(
      rows
        .filter((r) => r.type === 'client')
        .map((r) => t.post('/api/adm/avoir', { factureId: r.id, motif: 'Annulation groupée.' }, admin.token)),
    );
    expect(credits.map((c) => c.statusCode)).toEqual(Array(20).fill(200));
    const creditRows = (await Promise.all(crasToValidate.map((cra) => rowsOfCra(cra.id))))
      .flat()
      .filter((r) => r.type === 'avoir');
    expect(creditRows).toHaveLength(40);
    await consecutive(
      'avoir',
      creditRows.map((r) => r.numero),
      'A',
    );
  });
});
