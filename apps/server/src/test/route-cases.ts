import type { Role } from '@passerelle/shared';
import { signValue } from '../lib/tokens.js';
import { currentStep, totpAt } from '../lib/totp.js';
import { UNSUBSCRIBE_PURPOSE } from '../modules/chat/digest.js';
import { makeUser, TEST_PASSWORD, uniqueEmail } from './factories.js';
import { makeApplication, makeCandidate, makeMission, makeOffer, makeRequest } from './marketplace.js';
import { PDF, PNG, uploadPhoto } from './multipart.js';
import { offerBody } from './offers.js';
import { candidateProfileBody, clientProfileBody, EXPERIENCE, FORMATION } from './onboarding.js';
import { type ApiRequest, freshActor, type World } from './security-world.js';

/**
 * One row per API route (`METHOD url` as in app.routeCatalog): how to build a valid request for a caller
 * of an allowed role, what it answers, and the request that names another owner's record. The permission
 * matrix and the fuzz test both read it; a route without a row fails them (docs/api.md, "Permission matrix").
 */
export type Build = (w: World, role: Role) => ApiRequest | Promise<ApiRequest>;

export interface RouteCase {
  /** A valid request for a caller of `role` (one of the route's roles; any role for a public route). */
  build: Build;
  /** The answer to that request: 200 unless told, per role when it differs. */
  ok?: number | Partial<Record<Role, number>>;
  /** The answer to a signed-in caller whose e-mail is not verified, on a route that allows it. */
  unverified?: number;
  /**
   * The same call by the route's first role naming a record of another owner of that role (another
   * client's offer, another candidate's record, another user's photo...), and the refusal expected;
   * null when the route takes no owned id.
   */
  other: { build: Build; status: number } | null;
}

const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-12-31' };
const NEW_PASSWORD = 'Passerelle-Nouveau-2026!';
const PASSWORDS = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

const body = (value: unknown): ApiRequest => ({ body: value });
const none: Build = () => ({});
const empty: Build = () => body({});

/** A fresh account of the role with the second factor on; its secret. */
async function withTwoFactor(w: World, role: Role) {
  const who = await freshActor(w, role);
  const setup = (await w.t.post('/api/users/twoFactorSetup', {}, who.token)).json();
  const enabled = await w.t.post('/api/users/twoFactorEnable', { code: totpAt(setup.secret, currentStep()) }, who.token);
  if (enabled.statusCode !== 200) throw new Error(`twoFactorEnable: ${enabled.body}`);
  return { who, secret: setup.secret as string };
}

/** A pending request of the first client, for a candidate of its own (one pending request per pair). */
async function freshRequest(w: World) {
  const candidate = await makeCandidate(w.t.app.ctx);
  return makeRequest(w.t.app.ctx, w.client.client.id, candidate.candidate.id);
}

const moderation = (etat: 'active' | 'pending' | 'blocked'): RouteCase => ({
  build: async (w) => body({ id: (await makeUser(w.t.app.ctx, { role: 'client', etat })).user.id }),
  // An administrator acts on clients and candidates only; nobody acts on a root account.
  other: { build: (w) => body({ id: w.root.user.id }), status: 403 },
});

const notifications = (area: 'cl' | 'cd' | 'adm'): Record<string, RouteCase> => ({
  [`POST /api/${area}/getMyNotif`]: { build: none, other: null },
  [`POST /api/${area}/setNotifRead`]: {
    build: empty,
    other: { build: (w) => body({ id: w.foreignNotification[area] }), status: 404 },
  },
});

export const ROUTE_CASES: Record<string, RouteCase> = {
  // Accounts
  'POST /api/users/login': { build: (w) => body({ email: w.client.email, password: TEST_PASSWORD }), other: null },
  'POST /api/users/newClient': {
    build: () => body({ type_cmpt: 'client', email: uniqueEmail('inscrit'), ...PASSWORDS, cgu: true }),
    other: null,
  },
  'POST /api/users/newCondidat': {
    build: () => body({ type_cmpt: 'condidat', email: uniqueEmail('inscrit'), ...PASSWORDS, cgu: true }),
    other: null,
  },
  'POST /api/users/rsvmail': { build: none, ok: 409, unverified: 200, other: null },
  'POST /api/users/vrfmail': { build: none, other: null },
  'POST /api/users/checkprofile': { build: none, other: null },
  'POST /api/users/checkuser': { build: none, other: null },
  'GET /api/users/checkcv': { build: none, other: null },
  'POST /api/users/changepass': {
    build: async (w, role) => ({ as: await freshActor(w, role), body: { last_password: TEST_PASSWORD, ...PASSWORDS } }),
    other: null,
  },
  'POST /api/users/refreshToken': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },
  'POST /api/users/logout': { build: async (w, role) => ({ as: await freshActor(w, role) }), unverified: 200, other: null },
  'POST /api/users/forgetPass': { build: (w) => body({ email: w.client.email }), other: null },
  'POST /api/users/resetPass': { build: () => body(PASSWORDS), other: null },
  'POST /api/users/validate': moderation('pending'),
  'POST /api/users/invalidate': moderation('active'),
  'POST /api/users/ban': moderation('active'),
  'POST /api/users/unban': moderation('blocked'),
  'POST /api/users/unsubscribe': {
    build: (w) => body({ token: signValue(w.t.config.sessionSecret, UNSUBSCRIBE_PURPOSE, String(w.client.user.id)) }),
    other: null,
  },

  // Two-factor and Mon compte
  'POST /api/users/loginTwoFactor': {
    build: async (w) => {
      const { who, secret } = await withTwoFactor(w, 'client');
      const first = (await w.t.post('/api/users/login', { email: who.email, password: TEST_PASSWORD })).json();
      return body({ challenge: first.challenge, code: totpAt(secret, currentStep() + 1) });
    },
    other: null,
  },
  'POST /api/users/twoFactorStatus': { build: none, other: null },
  'POST /api/users/twoFactorSetup': { build: none, other: null },
  'POST /api/users/twoFactorEnable': {
    build: async (w, role) => {
      const who = await freshActor(w, role);
      const setup = (await w.t.post('/api/users/twoFactorSetup', {}, who.token)).json();
      return { as: who, body: { code: totpAt(setup.secret, currentStep()) } };
    },
    other: null,
  },
  'POST /api/users/twoFactorDisable': {
    build: async (w, role) => {
      const { who, secret } = await withTwoFactor(w, role);
      return { as: who, body: { password: TEST_PASSWORD, code: totpAt(secret, currentStep() + 1) } };
    },
    other: null,
  },
  'POST /api/adm/twoFactorPolicy': { build: () => body({ required: false }), other: null },
  'POST /api/users/exportData': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },
  'POST /api/users/deleteAccount': {
    build: async (w, role) => ({ as: await freshActor(w, role), body: { password: TEST_PASSWORD } }),
    // Staff accounts are not erased by their owner.
    ok: { admin: 403, root: 403 },
    other: null,
  },

  // Files
  'POST /api/upload': { build: () => ({ file: { data: PNG, name: 'photo.png', type: 'image/png' } }), other: null },
  'POST /api/upload/cv': { build: () => ({ file: { data: PDF, name: 'cv.pdf', type: 'application/pdf' } }), other: null },
  'GET /api/files/photos/:name': { build: (w) => ({ url: w.photo }), other: null },
  'GET /api/files/cv/:userId': {
    build: (w) => ({ url: `/api/files/cv/${w.candidate.user.id}` }),
    other: { build: (w) => ({ url: `/api/files/cv/${w.otherCandidate.user.id}` }), status: 403 },
  },
  'POST /api/adm/contactus/new': {
    build: () => body({ fullname: 'Jeanne Petit', subject: 'Question', content: 'Bonjour, une question.', email: '' }),
    other: null,
  },
  'GET /api/adm/contactus/list': { build: none, other: null },

  // Onboarding profiles
  'POST /api/cl/newclinf': {
    build: async (w) => {
      const who = await makeUser(w.t.app.ctx, { role: 'client' });
      return { as: who, body: clientProfileBody({ img: await uploadPhoto(w.t.app, who.token) }) };
    },
    other: {
      build: async (w) => ({
        as: await makeUser(w.t.app.ctx, { role: 'client' }),
        body: clientProfileBody({ img: w.otherPhoto }),
      }),
      status: 400,
    },
  },
  'POST /api/cl/getUserClientInf': {
    build: (w) => body({ id: w.client.user.id }),
    other: { build: (w) => body({ id: w.otherClient.user.id }), status: 403 },
  },
  'POST /api/cl/myprofile': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/edtmyprofile': {
    build: (w) => body({ ...clientProfileBody({ img: w.photo }), id: w.client.client.id }),
    other: { build: (w) => body({ ...clientProfileBody({ img: w.otherPhoto }), id: w.client.client.id }), status: 400 },
  },
  'POST /api/cd/newCondinf': {
    build: async (w) => {
      const who = await makeUser(w.t.app.ctx, { role: 'condidat' });
      return { as: who, body: candidateProfileBody(await uploadPhoto(w.t.app, who.token)) };
    },
    other: {
      build: async (w) => ({ as: await makeUser(w.t.app.ctx, { role: 'condidat' }), body: candidateProfileBody(w.otherPhoto) }),
      status: 400,
    },
  },
  'POST /api/cd/getUserCondInf': {
    build: (w) => body({ id: w.candidate.user.id }),
    other: { build: (w) => body({ id: w.otherCandidate.user.id }), status: 403 },
  },
  'POST /api/cd/setCondForm': { build: () => body({ frm: [FORMATION] }), other: null },
  'POST /api/cd/setCondExp': { build: () => body({ exp: [EXPERIENCE] }), other: null },

  // Offers, client side
  'POST /api/cl/createOffre': {
    build: (w) => body({ ...offerBody(), client_id: w.client.client.id }),
    other: { build: (w) => body({ ...offerBody(), client_id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/getMyOffre': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/searchMyOffre': {
    build: (w) => body({ id: w.client.client.id, search: 'Offre' }),
    other: { build: (w) => body({ id: w.otherClient.client.id, search: 'Offre' }), status: 403 },
  },
  'POST /api/cl/offreinfo': {
    build: (w) => body({ id: w.offer.id }),
    other: { build: (w) => body({ id: w.otherOffer.id }), status: 403 },
  },
  'POST /api/cl/saveOffre': {
    build: (w) => body({ ...offerBody(), id: w.offer.id }),
    other: { build: (w) => body({ ...offerBody(), id: w.otherOffer.id }), status: 403 },
  },
  'POST /api/cl/cancelOffre': {
    build: async (w) => body({ id: (await makeOffer(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: (w) => body({ id: w.otherOffer.id }), status: 403 },
  },

  // Offers, candidate side
  'POST /api/cd/offres': { build: empty, other: null },
  'POST /api/cd/searchOffre': { build: () => body({ search: 'Offre' }), other: null },
  'POST /api/cd/offreInf': {
    build: (w) => body({ id: w.offer.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.offer.id, id_cond: w.otherCandidate.candidate.id }), status: 403 },
  },
  'POST /api/cd/postuler': {
    build: async (w) =>
      body({ offreId: (await makeOffer(w.t.app.ctx, w.client.client.id)).id, condidatId: w.candidate.candidate.id }),
    other: { build: (w) => body({ offreId: w.offer.id, condidatId: w.otherCandidate.candidate.id }), status: 403 },
  },
  'POST /api/cd/annulerPostulation': {
    build: async (w) => {
      const offer = await makeOffer(w.t.app.ctx, w.client.client.id);
      await makeApplication(w.t.app.ctx, offer.id, w.candidate.candidate.id);
      return body({ offreId: offer.id, condidatId: w.candidate.candidate.id });
    },
    other: {
      build: async (w) => {
        const offer = await makeOffer(w.t.app.ctx, w.client.client.id);
        await makeApplication(w.t.app.ctx, offer.id, w.otherCandidate.candidate.id);
        return body({ offreId: offer.id, condidatId: w.otherCandidate.candidate.id });
      },
      status: 403,
    },
  },
  'POST /api/cd/getMyDmdOffer': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }), status: 403 },
  },

  // Offers, staff side
  'POST /api/adm/getOffres': { build: empty, other: null },
  'POST /api/adm/searchOffre': { build: () => body({ search: 'Offre' }), other: null },
  'POST /api/adm/getOffreInfo': { build: (w) => body({ id: w.offer.id }), other: null },
  'POST /api/adm/editoffre': {
    build: async (w) => body({ ...offerBody(), id: (await makeOffer(w.t.app.ctx, w.client.client.id)).id, isblocked: false }),
    other: null,
  },

  // Chat
  'POST /api/chat/getMyMsg': { build: empty, other: null },
  'POST /api/chat/getUserChat': { build: empty, other: null },
  'POST /api/chat/getMsgByUser': { build: (w) => body({ id_user: w.client.user.id }), other: null },
  'POST /api/chat/sendit': {
    build: (w, role) => body({ content: 'Bonjour !', id_to: role === 'admin' || role === 'root' ? w.client.user.id : undefined }),
    other: null,
  },

  // Notifications
  ...notifications('cl'),
  ...notifications('cd'),
  ...notifications('adm'),

  // Candidate search, favourites
  'POST /api/cl/searchmatch': { build: () => body({ skills: ['TypeScript'] }), other: null },
  'POST /api/cl/bmatch': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/getFavorisRefs': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/getFavoris': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cl/createFavoris': {
    build: (w) => body({ id_client: w.client.client.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id_client: w.otherClient.client.id, id_cond: w.candidate.candidate.id }), status: 403 },
  },
  'POST /api/cl/deleteFavoris': {
    build: async (w) => body({ id: await favouriteOf(w, w.client) }),
    other: { build: async (w) => body({ id: await favouriteOf(w, w.otherClient) }), status: 403 },
  },

  // Requests and missions
  'POST /api/cl/newDmdCond': {
    build: async (w) =>
      body({ condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, clientId: w.client.client.id, ...PERIOD }),
    other: {
      build: (w) => body({ condidatId: w.candidate.candidate.id, clientId: w.otherClient.client.id, ...PERIOD }),
      status: 403,
    },
  },
  'POST /api/adm/getAllDmd': { build: empty, other: null },
  'POST /api/adm/closeDmdOk': {
    build: async (w) => body({ id_dmd: (await freshRequest(w)).id, tjm: 500, ...PERIOD }),
    other: null,
  },
  'POST /api/adm/closeDmdFail': { build: async (w) => body({ id_dmd: (await freshRequest(w)).id }), other: null },
  'POST /api/cl/getMissions': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/adm/getMissions': { build: empty, other: null },
  'POST /api/adm/updateMission': {
    build: async (w) => body({ id: (await freshMission(w)).id, etat: 'en_cours', tjm: 650, ...PERIOD }),
    other: null,
  },
  'POST /api/adm/changeMission': { build: async (w) => body({ id: (await freshMission(w)).id, etat: 'termine' }), other: null },
  'POST /api/adm/delMission': { build: async (w) => body({ id: (await freshMission(w)).id }), other: null },

  // Dashboards
  'POST /api/cl/getoverview': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }), status: 403 },
  },
  'POST /api/cd/getoverview': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }), status: 403 },
  },

  // Staff account lists
  'POST /api/adm/getAllClient': { build: empty, other: null },
  'POST /api/adm/getAllCond': { build: empty, other: null },
  'POST /api/adm/inactiveCandidates': { build: empty, other: null },
  'POST /api/adm/getAccountHistory': { build: (w) => body({ id: w.client.user.id }), other: null },
  'POST /api/adm/setCondTjm': { build: (w) => body({ id: w.candidate.candidate.id, tjm: 600 }), other: null },

  // Candidate area
  'POST /api/cd/myprofile': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }), status: 403 },
  },
  'POST /api/cd/updateCondInfo': {
    build: (w) => body({ ...candidateInfo(), id: w.candidate.candidate.id }),
    other: { build: (w) => body({ ...candidateInfo(), id: w.otherCandidate.candidate.id }), status: 403 },
  },
  'POST /api/cd/updateCondForm': { build: () => body({ frm: [FORMATION] }), other: null },
  'POST /api/cd/updateCondExp': { build: () => body({ exp: [EXPERIENCE] }), other: null },
  'POST /api/cd/techTestStatus': { build: none, other: null },
  'POST /api/cd/askTechTest': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },

  // Staff
  'POST /api/adm/stats': { build: empty, other: null },
  'POST /api/adm/getAdmins': { build: empty, other: null },
  'POST /api/adm/createAdmin': { build: () => body({ email: uniqueEmail('admin'), ...PASSWORDS }), other: null },

  'GET /api/health': { build: none, other: null },
};

function candidateInfo() {
  const { img: _img, tel: _tel, ...info } = candidateProfileBody('');
  return info;
}

async function favouriteOf(w: World, owner: World['client']): Promise<number> {
  const candidate = await makeCandidate(w.t.app.ctx);
  const res = await w.t.post(
    '/api/cl/createFavoris',
    { id_client: owner.client.id, id_cond: candidate.candidate.id },
    owner.token,
  );
  return res.json().data.id;
}

function freshMission(w: World) {
  return makeMission(w.t.app.ctx, w.client.client.id, w.candidate.candidate.id);
}
