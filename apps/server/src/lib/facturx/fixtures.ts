import { type FacturxInvoice, FRANCHISE_VAT, type Party, TYPE_CODES } from './model.js';

/**
 * One invoice of each kind the engine issues (DECISIONS §6.6), for the tests and for scripts/check-facturx.sh,
 * which runs CEN's validation on them. Real SIRENs' shapes (Luhn keys right), made-up companies.
 */

export const PLATFORM: Party = {
  name: 'Passerelle SAS',
  siren: '912345675',
  vatId: 'FR65912345675',
  address: { lines: ['12 rue de la Paix'], postcode: '75002', city: 'Paris', country: 'FR' },
};

const CLIENT: Party = {
  name: 'Atelier Numérique & Fils',
  siren: '552100554',
  address: { lines: ['8 rue des Lilas', 'Bâtiment B'], postcode: '69003', city: 'Lyon', country: 'FR' },
};

const FREELANCER_FRANCHISE: Party = {
  name: 'Léa Martin EI',
  siren: '842159378',
  taxRegistrationId: '84215937800019',
  address: { lines: ['3 quai Perrache'], postcode: '69002', city: 'Lyon', country: 'FR' },
};

const FREELANCER_LIABLE: Party = {
  name: 'Łukasz Nowak Conseil SASU',
  siren: '732829320',
  vatId: 'FR44732829320',
  address: { lines: ['5 avenue Jean Jaurès'], postcode: '31000', city: 'Toulouse', country: 'FR' },
};

const LEGAL_NOTES: FacturxInvoice['notes'] = [
  { subject: 'AAB', content: 'Pas d’escompte pour paiement anticipé.' },
  {
    subject: 'PMD',
    content: 'En cas de retard de paiement, pénalités au taux de la BCE majoré de 10 points (Code de commerce, art. L441-10).',
  },
  { subject: 'PMT', content: 'Indemnité forfaitaire pour frais de recouvrement : 40 € (Code de commerce, art. D441-5).' },
];

const line = (quantity: string, unitPriceMillis: bigint): FacturxInvoice['lines'][number] => ({
  id: '1',
  name: 'Prestation de Léa Martin : activité de novembre 2026',
  description: 'Mission du 01/10/2026 au 31/12/2026, compte rendu d’activité validé',
  quantity,
  unitCode: 'DAY',
  unitPriceMillis,
  period: { start: '2026-11-01', end: '2026-11-30' },
});

/** 380: the client's invoice, VAT 20 %, with a purchase order. */
export const CLIENT_INVOICE: FacturxInvoice = {
  typeCode: TYPE_CODES.invoice,
  number: 'F-2026-000042',
  issueDate: '2026-12-01',
  currency: 'EUR',
  seller: PLATFORM,
  buyer: CLIENT,
  buyerOrderReference: 'BC-2026/118',
  lines: [line('19.5', 612_345n)],
  vat: { category: 'S', ratePercent: '20' },
  payment: { terms: 'À 30 jours, par virement.', dueDate: '2026-12-31', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  notes: LEGAL_NOTES,
};

/** 389: the self-billed invoice of a freelancer in the VAT franchise (no VAT number: BT-32, exemption E). */
export const SELF_BILLED_FRANCHISE: FacturxInvoice = {
  typeCode: TYPE_CODES.selfBilled,
  number: 'AF-2026-000007',
  issueDate: '2026-12-01',
  currency: 'EUR',
  seller: FREELANCER_FRANCHISE,
  buyer: PLATFORM,
  lines: [line('19.5', 520_000n)],
  vat: FRANCHISE_VAT,
  payment: { terms: 'À 30 jours, par virement.', dueDate: '2026-12-31', iban: 'FR1420041010050500013M02606' },
  notes: [{ content: 'Autofacturation : facture émise par Passerelle SAS au nom et pour le compte de Léa Martin EI.' }],
};

/** 389: the self-billed invoice of a freelancer liable to VAT. */
export const SELF_BILLED_LIABLE: FacturxInvoice = {
  ...SELF_BILLED_FRANCHISE,
  number: 'AF-2026-000008',
  seller: FREELANCER_LIABLE,
  lines: [line('0.5', 733_333n)],
  vat: { category: 'S', ratePercent: '20' },
  notes: [
    { content: 'Autofacturation : facture émise par Passerelle SAS au nom et pour le compte de Łukasz Nowak Conseil SASU.' },
  ],
};

/** 381: the credit note cancelling the client's invoice whole. */
export const CREDIT_NOTE: FacturxInvoice = {
  ...CLIENT_INVOICE,
  typeCode: TYPE_CODES.creditNote,
  number: 'A-2026-000003',
  issueDate: '2026-12-05',
  precedingInvoice: { number: CLIENT_INVOICE.number, issueDate: CLIENT_INVOICE.issueDate },
  payment: { terms: 'Avoir à déduire de la facture F-2026-000042.' },
  notes: [{ subject: 'REG', content: 'Annule et remplace la facture F-2026-000042 du 01/12/2026 : compte rendu à corriger.' }],
};

export const FIXTURES = {
  '380': CLIENT_INVOICE,
  '389-franchise': SELF_BILLED_FRANCHISE,
  '389-liable': SELF_BILLED_LIABLE,
  '381': CREDIT_NOTE,
};
