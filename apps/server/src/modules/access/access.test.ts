import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ID_MAX, TOKEN_HEADER } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import type { MadeUser } from '../../test/factories.js';
import { makeCandidate, makeInvitation, makeMember, makeMission } from '../../test/marketplace.js';
import { makeCra, makeDocument, runningMission } from '../../test/mission-work.js';
import { buildWorld, type World } from '../../test/security-world.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { insertInterview } from '../interviews/interviews.repository.js';
import { insertItem } from '../shortlists/shortlists.repository.js';
import { requireAccess } from './access.service.js';
import { PERMISSION_NAMES, type Permission } from './permissions.js';

/**
 * Issue 28 §8: each declared permission, checked against a table kept here (not read from permissions.ts):
 * who holds it on a row of the first company (and the first candidate), who is refused and with which
 * code, a missing id, the staff, and the route that asks it, called by someone else's account with the
 * status and code that route has always answered (docs/api.md). A permission without a row here fails.
 */

interface Case {
  /** A row of the first client's company and/or the first candidate. */
  row: (w: World) => Promise<number>;
  holders: (w: World) => MadeUser[];
  /** Other companies' members, other candidates, the other side of the row when it does not hold it. */
  refused: (w: World) => MadeUser[];
  missing: string;
  foreign: string;
  staff: boolean;
  /** The call of a route that asks this permission, by an account that does not hold it, and its answer. */
  route: (w: World, id: number) => { as: MadeUser; method?: 'GET'; url: string; body?: object };
  answer: [number, string];
}

const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-12-31' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const companyOffer = async (w: World) => w.offer.id;
const company = (w: World) => [w.client, w.member];
const others = (w: World) => [w.otherClient, w.otherMember, w.candidate];

const interviewOf = (w: World) =>
  insertInterview(w.t.app.ctx.db, {
    clientId: w.client.client.id,
    candidateId: w.candidate.candidate.id,
    creneaux: [inDays(6)],
    dureeMin: 60,
  });
const missionOf = async (w: World) => (await runningMission(w.t.app.ctx, w.client.client.id, w.candidate.candidate.id)).id;
const craOf = async (w: World, etat: 'brouillon' | 'soumis') => (await makeCra(w.t.app.ctx, await missionOf(w), { etat })).id;

/** An invoice of the first company, issued as the product issues it: a submitted CRA validated. */
async function invoiceOf(w: World): Promise<number> {
  const id = await craOf(w, 'soumis');
  const validated = await w.t.post('/api/cl/validateCra', { id }, w.client.token);
  if (validated.statusCode !== 200) throw new Error(`validateCra: ${validated.body}`);
  return (await w.t.post('/api/cl/getFactures', {}, w.client.token)).json().factures[0].id;
}

const CASES: Record<Permission, Case> = {
  'offer.read': {
    row: companyOffer,
    holders: company,
    refused: others,
    missing: 'offer.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/offreinfo', body: { id } }),
    answer: [403, 'access.not_owner'],
  },
  'offer.write': {
    row: companyOffer,
    holders: company,
    refused: others,
    missing: 'offer.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherMember, url: '/api/cl/cancelOffre', body: { id } }),
    answer: [403, 'access.not_owner'],
  },
  'offer.request': {
    row: companyOffer,
    holders: company,
    refused: others,
    missing: 'access.not_owner',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({
      as: w.otherClient,
      url: '/api/cl/newDmdCond',
      body: { condidatId: w.candidate.candidate.id, clientId: w.otherClient.client.id, offreId: id, ...PERIOD },
    }),
    answer: [403, 'access.not_owner'],
  },
  'favourite.delete': {
    row: async (w) =>
      (
        await w.t.post(
          '/api/cl/createFavoris',
          { id_client: w.client.client.id, id_cond: (await makeCandidate(w.t.app.ctx)).candidate.id },
          w.client.token,
        )
      ).json().data.id,
    holders: company,
    refused: others,
    missing: 'favourite.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/deleteFavoris', body: { id } }),
    answer: [403, 'access.not_owner'],
  },
  'shortlist.write': {
    row: async (w) =>
      insertItem(w.t.app.ctx.db, { offerId: w.offer.id, candidateId: (await makeCandidate(w.t.app.ctx)).candidate.id }),
    holders: company,
    refused: others,
    missing: 'shortlist.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherMember, url: '/api/cl/shortlistVote', body: { id, vote: 1 } }),
    answer: [403, 'access.not_owner'],
  },
  'interview.company': {
    row: interviewOf,
    holders: company,
    refused: others,
    missing: 'interview.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/cancelEntretien', body: { id } }),
    answer: [403, 'access.not_owner'],
  },
  'interview.candidate': {
    row: interviewOf,
    holders: (w) => [w.candidate],
    refused: (w) => [w.otherCandidate, w.client, w.member],
    missing: 'interview.not_found',
    foreign: 'access.not_owner',
    staff: false,
    route: (w, id) => ({ as: w.otherCandidate, url: '/api/cd/cancelEntretien', body: { id } }),
    answer: [403, 'access.not_owner'],
  },
  'mission.read': {
    row: missionOf,
    holders: (w) => [w.client, w.member, w.candidate],
    refused: (w) => [w.otherClient, w.otherMember, w.otherCandidate],
    missing: 'mission.not_found',
    foreign: 'mission.not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/getCras', body: { missionId: id } }),
    answer: [404, 'mission.not_found'],
  },
  'mission.report': {
    row: missionOf,
    holders: (w) => [w.candidate],
    refused: (w) => [w.otherCandidate, w.client, w.member],
    missing: 'mission.not_found',
    foreign: 'mission.not_found',
    staff: false,
    route: (w, id) => ({
      as: w.otherCandidate,
      url: '/api/cd/saveCra',
      body: { missionId: id, mois: '2026-10', jours: { '2026-10-01': 1 } },
    }),
    answer: [404, 'mission.not_found'],
  },
  'mission.review': {
    row: async (w) => (await makeMission(w.t.app.ctx, w.client.client.id, w.candidate.candidate.id, { etat: 'termine' })).id,
    holders: (w) => [w.client, w.member, w.candidate],
    refused: (w) => [w.otherClient, w.otherMember, w.otherCandidate],
    missing: 'mission.not_found',
    foreign: 'mission.not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherCandidate, url: '/api/cd/review', body: { missionId: id, note: 4, commentaire: 'Bien.' } }),
    answer: [404, 'mission.not_found'],
  },
  'mission.order': {
    row: missionOf,
    holders: company,
    refused: others,
    missing: 'mission.not_found',
    foreign: 'mission.not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherMember, url: '/api/cl/setBonCommande', body: { missionId: id, reference: 'BC-2026-0042' } }),
    answer: [404, 'mission.not_found'],
  },
  'cra.submit': {
    row: (w) => craOf(w, 'brouillon'),
    holders: (w) => [w.candidate],
    refused: (w) => [w.otherCandidate, w.client, w.member],
    missing: 'cra.not_found',
    foreign: 'cra.not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherCandidate, url: '/api/cd/submitCra', body: { id } }),
    answer: [404, 'cra.not_found'],
  },
  'cra.validate': {
    row: (w) => craOf(w, 'soumis'),
    holders: company,
    refused: others,
    missing: 'cra.not_found',
    foreign: 'cra.not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherMember, url: '/api/cl/rejectCra', body: { id, motif: 'Les jours ne sont pas les bons.' } }),
    answer: [404, 'cra.not_found'],
  },
  'invoice.read': {
    row: invoiceOf,
    holders: (w) => [w.client, w.member, w.admin, w.root],
    refused: (w) => [w.otherClient, w.otherMember],
    missing: 'invoice.not_found',
    foreign: 'invoice.not_found',
    staff: true,
    route: (w, id) => ({ as: w.otherClient, method: 'GET', url: `/api/files/facture/${id}` }),
    answer: [404, 'invoice.not_found'],
  },
  'document.read': {
    row: async (w) => (await makeDocument(w.t.app.ctx, w.candidate.candidate.id)).id,
    holders: (w) => [w.candidate, w.admin],
    refused: (w) => [w.otherCandidate, w.client],
    missing: 'document.not_found',
    foreign: 'document.not_found',
    staff: true,
    route: (w, id) => ({ as: w.otherCandidate, method: 'GET', url: `/api/files/document/${id}` }),
    answer: [404, 'document.not_found'],
  },
  'invitation.manage': {
    row: async (w) => (await makeInvitation(w.t.app.ctx, w.client.client.id)).id,
    holders: (w) => [w.client],
    refused: (w) => [w.member, w.otherClient, w.otherMember],
    missing: 'team.invitation_not_found',
    foreign: 'team.invitation_not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/revokeInvitation', body: { id } }),
    answer: [404, 'team.invitation_not_found'],
  },
  'member.remove': {
    row: async (w) => (await makeMember(w.t.app.ctx, w.client.client.id)).user.id,
    holders: (w) => [w.client],
    refused: (w) => [w.member, w.otherClient, w.otherMember],
    missing: 'team.member_not_found',
    foreign: 'team.member_not_found',
    staff: false,
    route: (w, id) => ({ as: w.otherClient, url: '/api/cl/removeMember', body: { id } }),
    answer: [404, 'team.member_not_found'],
  },
  'cv.read': {
    row: async (w) => w.candidate.user.id,
    holders: (w) => [w.candidate, w.admin],
    refused: (w) => [w.otherCandidate, w.client],
    missing: 'access.not_owner',
    foreign: 'access.not_owner',
    staff: true,
    route: (w, id) => ({ as: w.otherCandidate, method: 'GET', url: `/api/files/cv/${id}` }),
    answer: [403, 'access.not_owner'],
  },
};

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
});
afterAll(async () => t?.close());

const authOf = (who: MadeUser) => ({ user: who.user, sessionId: 'test' });

/** The code requireAccess refuses with, or null when it lets the caller through. */
async function refusal(who: MadeUser, permission: Permission, ids: number[]): Promise<string | null> {
  try {
    await requireAccess(t.app.ctx.db, authOf(who), permission, ids);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('row access (modules/access)', () => {
  it('every declared permission has its row here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('every declared permission is asked by a service', () => {
    const modules = path.resolve(import.meta.dirname, '..');
    const sources = (readdirSync(modules, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('access'))
      .map((file) => readFileSync(path.join(modules, file), 'utf8'))
      .join('\n');
    expect(PERMISSION_NAMES.filter((name) => !sources.includes(`'${name}'`))).toEqual([]);
  });

  for (const [permission, c] of Object.entries(CASES) as [Permission, Case][]) {
    it(`${permission}: its holders pass, everyone else is refused as the route always answered`, async () => {
      const id = await c.row(w);
      const got = {
        holders: await Promise.all(c.holders(w).map((who) => refusal(who, permission, [id]))),
        refused: await Promise.all(c.refused(w).map((who) => refusal(who, permission, [id]))),
        missing: await refusal(c.holders(w)[0] as MadeUser, permission, [ID_MAX]),
        staff: await refusal(w.admin, permission, [id]),
        batch: await refusal(c.holders(w)[0] as MadeUser, permission, [id, id, ID_MAX]),
      };
      expect(got).toEqual({
        holders: c.holders(w).map(() => null),
        refused: c.refused(w).map(() => c.foreign),
        missing: c.missing,
        staff: c.staff ? null : c.foreign,
        batch: c.missing,
      });
      const call = c.route(w, id);
      const res = await t.app.inject({
        method: call.method ?? 'POST',
        url: call.url,
        headers: { [TOKEN_HEADER]: call.as.token },
        ...(call.method === 'GET' ? {} : { payload: call.body ?? {} }),
      });
      expect([res.statusCode, res.json().code]).toEqual(c.answer);
    });
  }
});
