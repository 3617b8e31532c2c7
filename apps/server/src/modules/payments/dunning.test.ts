import { addDays, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeClient, makeMember } from '../../test/marketplace.js';
import { makeInvoice, makePayment } from '../../test/payments.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { runPaymentReminders } from './dunning.service.js';

/**
 * Dunning (DECISIONS §6.7): reminders one day and fifteen days after the due date, to every member, by notification
 * and mail, with the penalties at that date and the 40 € indemnity; each step once. Amounts worked out by hand.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const notificationsOf = async (userId: number) =>
  (await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1 ORDER BY id', [userId])).map(
    (n) => n.content,
  );

describe('payment reminders', () => {
  it('reminds every member at +1 and +15 days with the penalties of the day, once per step', async () => {
    const today = parisToday();
    const client = await makeClient(t.app.ctx);
    const member = await makeMember(t.app.ctx, client.client.id);
    const clientId = client.client.id;
    // 3 days at 600 €: 2,160 € TTC each.
    const oneDay = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -31) });
    const fifteen = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -45) });
    const notYet = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -30) });
    const paid = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -31) });
    const partly = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -31) });
    await makePayment(t.app.ctx, paid.id, '2160.00', addDays(today, -2));
    await makePayment(t.app.ctx, partly.id, '1160.00', addDays(today, -2));

    expect(await runPaymentReminders(t.app.ctx)).toBe(3);
    // Nothing twice for a step, whatever the number of runs.
    expect(await runPaymentReminders(t.app.ctx)).toBe(0);

    const steps = await t.database.query<{ invoice_id: number; step: number; reste_du: string; penalites: string }>(
      'SELECT invoice_id, step, reste_du::text, penalites::text FROM payment_reminders WHERE invoice_id = ANY($1) ORDER BY invoice_id',
      [[oneDay.id, fifteen.id, notYet.id, paid.id, partly.id]],
    );
    // 2,160 € × 12.15 % / 365 = 0.719… € a day: 0.72 € after 1 day; × 15 = 10.785… → 10.79 €.
    // 1,000 € left × 12.15 % / 365 = 0.33 € after 1 day.
    expect(steps).toEqual([
      { invoice_id: oneDay.id, step: 1, reste_du: '2160.00', penalites: '0.72' },
      { invoice_id: fifteen.id, step: 15, reste_du: '2160.00', penalites: '10.79' },
      { invoice_id: partly.id, step: 1, reste_du: '1000.00', penalites: '0.33' },
    ]);

    for (const userId of [client.user.id, member.user.id]) {
      const notes = await notificationsOf(userId);
      expect(notes).toHaveLength(3);
      expect(notes).toContain(
        `Facture ${fifteen.numero} en retard : 2\u202f160,00\u00a0€ restent dus, plus 10,79\u00a0€ de pénalités et 40,00\u00a0€ d’indemnité de recouvrement au ${today.split('-').reverse().join('/')}.`,
      );
    }
    const mails = (await t.outbox()).filter((m) => m.subject === `Facture ${fifteen.numero} en retard`);
    expect(mails.map((m) => m.to).sort()).toEqual([client.email, member.email].sort());
    const text = mails[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('il reste 2 160,00 € à payer');
    expect(text).toContain('(15 jours de retard), les pénalités de retard s’élèvent à 10,79 € (taux annuel de 12,15 %)');
    expect(text).toContain('Total dû à ce jour : 2 210,79 €');
  });

  it('a job that missed the first step sends only the second, and nothing after it', async () => {
    const today = parisToday();
    const client = await makeClient(t.app.ctx);
    const late = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: addDays(today, -70) });
    expect(await runPaymentReminders(t.app.ctx)).toBe(1);
    const steps = await t.database.query<{ step: number }>('SELECT step FROM payment_reminders WHERE invoice_id = $1', [late.id]);
    expect(steps).toEqual([{ step: 15 }]);
    // A month later, the first test's invoices get their second step; this one gets nothing more.
    await runPaymentReminders(t.app.ctx, new Date(Date.now() + 30 * 86_400_000));
    expect(await t.database.query('SELECT step FROM payment_reminders WHERE invoice_id = $1', [late.id])).toEqual([{ step: 15 }]);
    const notes = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [
      client.user.id,
    ]);
    expect(notes).toEqual([{ n: 1 }]);
  });

  it('computes an invoice’s penalties at the rate kept on it at issue, whatever the Réglages say now', async () => {
    const today = parisToday();
    const client = await makeClient(t.app.ctx);
    const root = await makeUser(t.app.ctx, { role: 'root' });
    // 2,160 € TTC each, 15 days late.
    const kept = await makeInvoice(t.app.ctx, {
      clientId: client.client.id,
      issuedOn: addDays(today, -45),
      tauxPenalites: '8.00',
    });
    const older = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: addDays(today, -45) });
    const set = await t.post('/api/adm/setReglages', { taux_penalites: 20 }, root.token);
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect(await runPaymentReminders(t.app.ctx)).toBeGreaterThanOrEqual(2);
    } finally {
      await t.post('/api/adm/setReglages', { taux_penalites: 12.15 }, root.token);
    }
    const steps = await t.database.query<{ invoice_id: number; penalites: string }>(
      'SELECT invoice_id, penalites::text FROM payment_reminders WHERE invoice_id = ANY($1) ORDER BY invoice_id',
      [[kept.id, older.id]],
    );
    // 2,160 € × 8 % × 15 / 365 = 7.101… → 7.10 € (the Réglages' 20 % would give 17.75 €).
    // An invoice issued before the rate was kept has none: the Réglages' rate of the run, 20 %: 17.753… → 17.75 €.
    expect(steps).toEqual([
      { invoice_id: kept.id, penalites: '7.10' },
      { invoice_id: older.id, penalites: '17.75' },
    ]);
    const mail = (await t.outbox()).find((m) => m.subject === `Facture ${kept.numero} en retard`);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain('les pénalités de retard s’élèvent à 7,10 € (taux annuel de 8 %)');
  });
});
