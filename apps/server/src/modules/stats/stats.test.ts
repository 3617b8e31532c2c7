import { MSG, parisMonth } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missions, offers, searchEvents } from '../../db/schema/index.js';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { statsWindow } from './stats.service.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const stats = (body: unknown, token = admin.token) => t.post('/api/adm/stats', body, token);

async function mission(
  clientId: number,
  candidateId: number,
  values: {
    dateDebut: string;
    dateFin: string;
    tjm: string;
    tjmCandidat?: string;
    createdAt: string;
    etat?: 'en_attente' | 'en_cours' | 'termine';
  },
) {
  await t.app.ctx.db.insert(missions).values({
    clientId,
    candidateId,
    ...values,
    tjmCandidat: values.tjmCandidat ?? values.tjm,
    etat: values.etat ?? 'en_cours',
    createdAt: new Date(values.createdAt),
  });
}

async function offer(clientId: number, tech: string[], techNorm: string[], createdAt: string) {
  await t.app.ctx.db.insert(offers).values({
    clientId,
    titre: 'Mission à distance',
    description: 'Une mission passionnante à distance.',
    budget: 600,
    dateDebut: '2026-04-01',
    dateFin: '2026-06-30',
    tech,
    techNorm,
    createdAt: new Date(createdAt),
  });
}

describe('statsWindow', () => {
  it('spans whole calendar months ending with the given one, across years', () => {
    expect(statsWindow(3, '2026-03')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(statsWindow(12, '2026-02')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
    expect(statsWindow(1, '2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('/api/adm/stats', () => {
  it('computes revenue (TJM × working days, Monday to Friday), rankings and totals from hand-made data', async () => {
    const ada = await makeCandidate(t.app.ctx, { nom: 'Lovelace', prenom: 'Ada', titre: 'Développeuse React' });
    const alan = await makeCandidate(t.app.ctx, { nom: 'Turing', prenom: 'Alan', titre: 'Architecte' });
    const nord = await makeClient(t.app.ctx, { nomEntreprise: 'Nord Conseil' });
    const sud = await makeClient(t.app.ctx, { nomEntreprise: 'Sud Logiciels' });
    const [a, b, n, s] = [ada.candidate.id, alan.candidate.id, nord.client.id, sud.client.id];

    // Mon 26 Jan → Fri 6 Feb 2026, 500 € (the freelancer 400 €: 100 € margin a day): 5 days in January, 5 in
    // February. Signed in January.
    await mission(n, a, {
      dateDebut: '2026-01-26',
      dateFin: '2026-02-06',
      tjm: '500',
      tjmCandidat: '400',
      createdAt: '2026-01-10T09:00:00Z',
    });
    // 15 Dec 2025 → Fri 9 Jan 2026, 612.5 €: in the window Thu 1, Fri 2, Mon 5 … Fri 9 January = 7 days
    // (public holidays are not deducted); 112.5 € margin a day. Signed on 1 January 00:30 in Paris (still
    // 31 December in UTC).
    await mission(n, b, {
      dateDebut: '2025-12-15',
      dateFin: '2026-01-09',
      tjm: '612.5',
      tjmCandidat: '500',
      createdAt: '2025-12-31T23:30:00Z',
    });
    // Sat 28 Mar → 30 Apr 2026, 400.125 € (all to the freelancer: no margin): Mon 30 and Tue 31 March = 2 days.
    // Signed in March.
    await mission(s, a, { dateDebut: '2026-03-28', dateFin: '2026-04-30', tjm: '400.125', createdAt: '2026-03-15T10:00:00Z' });
    // Outside the window: worked in May, signed on 1 April 01:30 in Paris (31 March in UTC).
    await mission(s, b, { dateDebut: '2026-05-04', dateFin: '2026-05-08', tjm: '900', createdAt: '2026-03-31T23:30:00Z' });
    await mission(s, b, { dateDebut: '2025-11-03', dateFin: '2025-11-28', tjm: '900', createdAt: '2025-10-01T10:00:00Z' });

    await offer(n, ['React', 'Node.js'], ['react', 'node.js'], '2026-02-01T10:00:00Z');
    await offer(n, ['React'], ['react'], '2026-02-02T10:00:00Z');
    await offer(s, ['react', 'Docker'], ['react', 'docker'], '2026-03-02T10:00:00Z');
    await offer(s, ['COBOL'], ['cobol'], '2025-12-01T10:00:00Z');
    for (const skills of [['react', 'kubernetes'], ['react', 'kubernetes'], ['docker']]) {
      await t.app.ctx.db.insert(searchEvents).values({ clientId: n, skills, createdAt: new Date('2026-02-15T10:00:00Z') });
    }
    await t.app.ctx.db
      .insert(searchEvents)
      .values({ clientId: n, skills: ['cobol'], createdAt: new Date('2026-04-01T10:00:00Z') });

    const res = await stats({ months: 3, end: '2026-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      data: {
        from: '2026-01-01',
        to: '2026-03-31',
        months: [
          // 5 × 500 + 7 × 612.5; margin 5 × 100 + 7 × 112.5
          { month: '2026-01', revenue: 6787.5, margin: 1287.5, days: 12 },
          { month: '2026-02', revenue: 2500, margin: 500, days: 5 },
          // 2 × 400.125
          { month: '2026-03', revenue: 800.25, margin: 0, days: 2 },
        ],
        consultants: [
          {
            condidatId: a,
            nom: 'Lovelace',
            prenom: 'Ada',
            titre: 'Développeuse React',
            revenue: 5800.25,
            margin: 1000,
            days: 12,
          },
          { condidatId: b, nom: 'Turing', prenom: 'Alan', titre: 'Architecte', revenue: 4287.5, margin: 787.5, days: 7 },
        ],
        technologies: [
          // Under the canonical label; 3 offers and 2 searches.
          { tech: 'React', offers: 3, searches: 2 },
          { tech: 'Docker', offers: 1, searches: 1 },
          { tech: 'Kubernetes', offers: 0, searches: 2 },
          { tech: 'Node.js', offers: 1, searches: 0 },
        ],
        clients: [
          { clientId: n, nom_entreprise: 'Nord Conseil', missions: 2 },
          { clientId: s, nom_entreprise: 'Sud Logiciels', missions: 1 },
        ],
        totals: { revenue: 10087.75, margin: 1787.5, days: 19, consultants: 2, missions: 3, offers: 3, searches: 3 },
      },
    });

    // One month, February only.
    const february = (await stats({ months: 1, end: '2026-02' })).json().data;
    expect(february.months).toEqual([{ month: '2026-02', revenue: 2500, margin: 500, days: 5 }]);
    expect(february.consultants.map((c: { revenue: number }) => c.revenue)).toEqual([2500]);
    expect(february.clients).toEqual([]);
  });

  it('answers every month with zeros on an empty window, and defaults to 6 months ending this month', async () => {
    const empty = (await stats({ months: 2, end: '2031-01' })).json().data;
    expect(empty).toEqual({
      from: '2030-12-01',
      to: '2031-01-31',
      months: [
        { month: '2030-12', revenue: 0, margin: 0, days: 0 },
        { month: '2031-01', revenue: 0, margin: 0, days: 0 },
      ],
      consultants: [],
      technologies: [],
      clients: [],
      totals: { revenue: 0, margin: 0, days: 0, consultants: 0, missions: 0, offers: 0, searches: 0 },
    });
    const byDefault = await t.app.inject({ method: 'POST', url: '/api/adm/stats', headers: { 'sb-tkn': admin.token } });
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    const months = byDefault.json().data.months;
    expect(months).toHaveLength(6);
    expect(months.at(-1).month).toBe(parisMonth());
  });

  it('refuses an invalid period', async () => {
    for (const body of [{ months: 0 }, { months: 25 }, { months: 1.5 }])
      expectFieldError(await stats(body), 'months', MSG.invalidInput);
    for (const end of ['2026-13', '2026-1', 'mars']) expectFieldError(await stats({ months: 3, end }), 'end', MSG.invalidInput);
  });

  it('is for admin and root only', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    expect((await stats({ months: 3 }, root.token)).statusCode).toBe(200);
    for (const role of ['client', 'condidat'] as const) {
      const who = await makeUser(t.app.ctx, { role });
      expectFailure(await stats({ months: 3 }, who.token), 'auth.role_forbidden');
    }
    expectFailure(await t.post('/api/adm/stats', { months: 3 }), 'auth.unauthenticated');
  });
});
