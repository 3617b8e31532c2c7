import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { makeUser } from '../test/factories.js';
import { makeCandidate } from '../test/marketplace.js';
import { uploadFile } from '../test/multipart.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { ensureDemoAccounts } from './demo.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { ensureDemoBilling } from './demo-billing.js';
import { ensureDemoContracts } from './demo-contracts.js';
import { ensureDemoPayments } from './demo-payments.js';

/**
 * The demo's contracts (issue 31): every mission of the demo company has its two documents, signed before it
 * started by the company's owner and its freelancer; one new mission waits for the company's signature; once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Listed {
  id: number;
  type: string;
  etat: string;
  signe_le: string | null;
  signataire: { nom: string; prenom: string } | null;
}

it('signs the running and finished missions, leaves one to sign by the company, once; signed files verify', async () => {
  await ensureDemoAccounts(t.database, await hashPassword(GENERATED_PASSWORD));
  // The generated marketplace's freelancers the demo picks: a Java developer (invoiced, finished) and a React one.
  await makeCandidate(t.app.ctx, { skills: ['Java', 'Spring Boot'] });
  await makeCandidate(t.app.ctx, { skills: ['React', 'TypeScript'] });
  await ensureDemoBilling(t.database, t.app.ctx.config.invoiceIssuer);
  await ensureDemoPayments(t.database, t.app.ctx.config.invoiceIssuer);
  await ensureDemoContracts(t.database, t.app.ctx.config);
  await ensureDemoContracts(t.database, t.app.ctx.config);

  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const login = await t.post('/api/users/login', { email: DEMO_ACCOUNTS.client.email, password: GENERATED_PASSWORD });
  const token = login.json().token as string;
  const missions = await t.database.query<{ id: number; etat: string; date_debut: string }>(
    `SELECT m.id, m.etat, m.date_debut::text FROM missions m JOIN clients c ON c.id = m.client_id JOIN users u ON u.id = c.user_id
      WHERE u.email = $1 ORDER BY m.id`,
    [DEMO_ACCOUNTS.client.email],
  );
  expect(missions.length).toBeGreaterThanOrEqual(2);
  const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM contracts');
  expect(n).toBe(missions.length * 2);

  const waiting = missions.filter((m) => m.etat === 'en_attente');
  expect(waiting).toHaveLength(1);
  for (const mission of missions) {
    const contrats = (await t.post('/api/adm/getContrats', { missionId: mission.id }, admin.token)).json().contrats as Listed[];
    const bc = contrats.find((c) => c.type === 'bon_commande');
    const cp = contrats.find((c) => c.type === 'contrat_prestation');
    expect(cp?.etat, `mission ${mission.id}`).toBe('signe');
    if (mission.etat === 'en_attente') {
      expect(bc?.etat).toBe('a_signer');
      // The company sees it to sign.
      const mine = (await t.post('/api/cl/getContrats', { missionId: mission.id }, token)).json().contrats as Listed[];
      expect(mine).toMatchObject([{ type: 'bon_commande', etat: 'a_signer' }]);
      expect(new Date(cp?.signe_le ?? '').getTime()).toBeLessThan(Date.now());
      continue;
    }
    expect(bc).toMatchObject({ etat: 'signe', signataire: { prenom: 'Claire' } });
    // Signed before the mission started.
    for (const c of [bc, cp])
      expect((c?.signe_le ?? '').slice(0, 10) < mission.date_debut, `${mission.id} ${c?.type}`).toBe(true);
    const pdf = (await t.get(`/api/files/contrat/${bc?.id}`, token)).rawPayload;
    const verified = await uploadFile(t.app, '/api/contrats/verifier', undefined, pdf, 'contrat.pdf', 'application/pdf');
    expect(verified.json()).toMatchObject({ valide: true, type: 'bon_commande' });
  }
  const history = (await t.post('/api/adm/getMissionHistory', { id: missions[0]?.id }, admin.token)).json().history as {
    action: string;
  }[];
  expect(history.filter((h) => h.action === 'sign_contract')).toHaveLength(2);
});
