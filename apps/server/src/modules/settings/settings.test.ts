import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { readSettings } from './settings.service.js';

let t: TestApp;
let root: MadeUser;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  root = await makeUser(t.app.ctx, { role: 'root' });
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

// An IBAN whose mod-97 key is right (the French example of the ECBS register) and one with a wrong key.
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BAD_IBAN = 'FR76 3000 6000 0112 3456 7890 188';

const actions = () =>
  t.database.query<{ action: string; actor_id: number; details: string }>(
    "SELECT action, actor_id, details FROM admin_actions WHERE target_type = 'reglages' ORDER BY id",
  );

describe('the root’s Réglages (DECISIONS §6.5)', () => {
  it('start with the defaults: transparency on, 5 working days, 30 days, 12.15 %, no payout account', async () => {
    const res = await t.post('/api/adm/getReglages', {}, root.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      transparence_tarifs: true,
      delai_validation_cra: 5,
      delai_paiement: 30,
      taux_penalites: 12.15,
      emetteur_iban: null,
      emetteur_bic: null,
      modifie_le: null,
      modifie_par: null,
    });
    expect(await readSettings(t.app.ctx.db)).toEqual({
      transparenceTarifs: true,
      delaiValidationCra: 5,
      delaiPaiement: 30,
      tauxPenalites: '12.15',
      emetteurIban: null,
      emetteurBic: null,
    });
  });

  it('are root’s only: an admin, a client or a candidate is refused, nothing changes', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    for (const who of [admin, client]) {
      expectFailure(await t.post('/api/adm/getReglages', {}, who.token), 'auth.role_forbidden');
      expectFailure(await t.post('/api/adm/setReglages', { delai_paiement: 45 }, who.token), 'auth.role_forbidden');
    }
    expect((await readSettings(t.app.ctx.db)).delaiPaiement).toBe(30);
  });

  it('refuse values out of their range with a French message per field, and change nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ delai_validation_cra: 0 }, 'delai_validation_cra', MSG.reglagesDelaiCra],
      [{ delai_validation_cra: 21 }, 'delai_validation_cra', MSG.reglagesDelaiCra],
      [{ delai_validation_cra: 2.5 }, 'delai_validation_cra', MSG.reglagesDelaiCra],
      [{ delai_paiement: -1 }, 'delai_paiement', MSG.reglagesDelaiPaiement],
      [{ delai_paiement: 61 }, 'delai_paiement', MSG.reglagesDelaiPaiement],
      [{ taux_penalites: 100.5 }, 'taux_penalites', MSG.reglagesTaux],
      [{ taux_penalites: 12.155 }, 'taux_penalites', MSG.reglagesTaux],
      [{ taux_penalites: 'douze' }, 'taux_penalites', MSG.reglagesTaux],
      [{ emetteur_iban: BAD_IBAN }, 'emetteur_iban', MSG.reglagesIban],
      [{ emetteur_bic: 'BNP' }, 'emetteur_bic', MSG.reglagesBic],
      [{ transparence_tarifs: 'oui' }, 'transparence_tarifs', MSG.reglagesBoolean],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await t.post('/api/adm/setReglages', body, root.token), field, message);
    }
    expect(await actions()).toEqual([]);
  });

  it('change only what is sent, record each change (who, before → after), and are read by readSettings', async () => {
    const res = await t.post(
      '/api/adm/setReglages',
      {
        transparence_tarifs: false,
        delai_validation_cra: '7',
        taux_penalites: '10,5',
        emetteur_iban: IBAN,
        emetteur_bic: 'bnpafrpp',
      },
      root.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      transparence_tarifs: false,
      delai_validation_cra: 7,
      delai_paiement: 30,
      taux_penalites: 10.5,
      emetteur_iban: 'FR7630006000011234567890189',
      emetteur_bic: 'BNPAFRPP',
      modifie_par: { nom: root.user.nom ?? '', prenom: root.user.prenom ?? '' },
    });
    expect(res.json().modifie_le).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await actions()).toEqual([
      { action: 'set_reglages', actor_id: root.user.id, details: 'transparence des tarifs : true → false' },
      { action: 'set_reglages', actor_id: root.user.id, details: 'délai de validation des CRA : 5 → 7' },
      { action: 'set_reglages', actor_id: root.user.id, details: 'taux des pénalités : 12.15 → 10.5' },
      { action: 'set_reglages', actor_id: root.user.id, details: 'IBAN de versement : vide → FR7630006000011234567890189' },
      { action: 'set_reglages', actor_id: root.user.id, details: 'BIC de versement : vide → BNPAFRPP' },
    ]);
    expect(await readSettings(t.app.ctx.db)).toMatchObject({
      transparenceTarifs: false,
      delaiValidationCra: 7,
      tauxPenalites: '10.5',
    });

    // Sending the same values again records nothing; an empty IBAN field clears the account.
    await t.post('/api/adm/setReglages', { delai_validation_cra: 7 }, root.token);
    expect(await actions()).toHaveLength(5);
    const cleared = await t.post('/api/adm/setReglages', { emetteur_iban: '  ', transparence_tarifs: true }, root.token);
    expect(cleared.json()).toMatchObject({ emetteur_iban: null, transparence_tarifs: true });
    expect((await actions()).slice(5).map((a) => a.details)).toEqual([
      'transparence des tarifs : false → true',
      'IBAN de versement : FR7630006000011234567890189 → vide',
    ]);
  });
});
