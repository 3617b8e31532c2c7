import { describe, expect, it } from 'vitest';
import { ConfigError, invoicingRequired, loadConfig } from './env.js';

const base = { DATA_DIR: '/tmp/passerelle-env-test', SESSION_SECRET: 'x'.repeat(40) };
const ISSUER = {
  INVOICE_ISSUER_NAME: 'Passerelle SAS',
  INVOICE_ISSUER_SIREN: '912 345 675',
  INVOICE_ISSUER_ADDRESS: '12 rue de la Paix, 75002 Paris',
  INVOICE_ISSUER_VAT: 'FR 65 912345675',
};

describe('the invoices issuer (INVOICE_ISSUER_*)', () => {
  it('is off when none is set, complete when all four are', () => {
    expect(loadConfig(base).invoiceIssuer).toBeUndefined();
    expect(loadConfig({ ...base, ...ISSUER }).invoiceIssuer).toEqual({
      name: 'Passerelle SAS',
      siren: '912345675',
      address: '12 rue de la Paix, 75002 Paris',
      vat: 'FR65912345675',
    });
  });

  it('stops the start naming what is missing or malformed', () => {
    const partial = () => loadConfig({ ...base, INVOICE_ISSUER_NAME: 'Passerelle SAS' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/INVOICE_ISSUER_SIREN: requis pour facturer/);
    expect(partial).toThrow(/INVOICE_ISSUER_VAT: requis pour facturer/);
    expect(() => loadConfig({ ...base, ...ISSUER, INVOICE_ISSUER_SIREN: '1234' })).toThrow(/INVOICE_ISSUER_SIREN: 9 chiffres/);
    // A typo in one digit: the Luhn key no longer matches.
    expect(() => loadConfig({ ...base, ...ISSUER, INVOICE_ISSUER_SIREN: '912 345 678' })).toThrow(
      /INVOICE_ISSUER_SIREN: 9 chiffres/,
    );
    expect(() => loadConfig({ ...base, ...ISSUER, INVOICE_ISSUER_VAT: 'DE123' })).toThrow(
      /INVOICE_ISSUER_VAT: le numéro de TVA intracommunautaire de ce SIREN est FR65912345675/,
    );
    // The right shape, another company's key.
    expect(() => loadConfig({ ...base, ...ISSUER, INVOICE_ISSUER_VAT: 'FR32912345675' })).toThrow(/INVOICE_ISSUER_VAT/);
  });
});

describe('invoicing in production (invoicingRequired, called by server.ts before anything opens)', () => {
  const NO_ISSUER = { INVOICE_ISSUER_NAME: '', INVOICE_ISSUER_SIREN: '', INVOICE_ISSUER_ADDRESS: '', INVOICE_ISSUER_VAT: '' };

  it('stops a production start without an issuer, naming the variables in French', () => {
    const config = loadConfig({ ...base, ...NO_ISSUER, NODE_ENV: 'production' });
    expect(() => invoicingRequired(config)).toThrow(ConfigError);
    expect(() => invoicingRequired(config)).toThrow(
      /INVOICE_ISSUER_NAME, INVOICE_ISSUER_SIREN, INVOICE_ISSUER_ADDRESS, INVOICE_ISSUER_VAT : requis en production/,
    );
    expect(() => invoicingRequired(loadConfig({ ...base, ...ISSUER, NODE_ENV: 'production' }))).not.toThrow();
  });

  it('lets development and tests start without one: NODE_ENV unset is development (DECISIONS §1)', () => {
    const unset = loadConfig({ ...base, ...NO_ISSUER });
    expect(unset.env).toBe('development');
    expect(() => invoicingRequired(unset)).not.toThrow();
    expect(() => invoicingRequired(loadConfig({ ...base, ...NO_ISSUER, NODE_ENV: 'test' }))).not.toThrow();
  });
});
