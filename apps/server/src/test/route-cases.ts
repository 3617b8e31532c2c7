import type { Role } from '@passerelle/shared';
import { candidateAlerts, clientAlerts } from '../db/schema/index.js';
import { signValue } from '../lib/tokens.js';
import { currentStep, totpAt } from '../lib/totp.js';
import { UNSUBSCRIBE_PURPOSE } from '../modules/chat/digest.js';
import { insertInterview } from '../modules/interviews/interviews.repository.js';
import { insertItem } from '../modules/shortlists/shortlists.repository.js';
import { makeUser, TEST_PASSWORD, uniqueEmail } from './factories.js';
import {
  makeApplication,
  makeCandidate,
  makeInvitation,
  makeMember,
  makeMission,
  makeOffer,
  makeRequest,
} from './marketplace.js';
import { makeCra, makeDocument, makeReview, runningMission } from './mission-work.js';
import { PDF, PNG, uploadFile, uploadPhoto } from './multipart.js';
import { offerBody } from './offers.js';
import { candidateProfileBody, clientProfileBody, EXPERIENCE, FORMATION } from './onboarding.js';
import { type ApiRequest, freshActor, type World } from './security-world.js';

/**
 * One row per API route (`METHOD url` as in app.routeCatalog): how to build a valid request for a caller
 * of an allowed role, and the request that names another owner's record. The permission matrix and the fuzz
 * test both read it; a route without a row fails them (docs/api.md, "Permission matrix"). What each call must
 * answer is not here: security/permission-matrix.expected.txt holds it.
 */
type Build = (w: World, role: Role) => ApiRequest | Promise<ApiRequest>;

export interface RouteCase {
  /** A valid request for a caller of `role` (one of the route's roles; any role for a public route). */
  build: Build;
  /**
   * The same call by the route's first role naming a record of another owner of that role (another
   * client's offer, another candidate's record, another user's photo...); null when the route takes no owned id.
   */
  other: { build: Build } | null;
  /**
   * Company routes (first role client, issue 18): the valid request is also sent by a member of the same company
   * who is not its owner (`member`) and by a member of another company (`otherMember`); null when that cell does
   * not apply.
   */
  member?: null;
  otherMember?: null;
  /** For a link route whose token is not a link_tokens row (an invitation): a live token of the route. */
  linkToken?: (w: World) => Promise<string>;
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

/** A new alert of this client (or candidate) record, written directly: the 20-alert limit is the API's. */
async function clientAlertOf(w: World, clientId: number): Promise<number> {
  const [row] = await w.t.app.ctx.db
    .insert(clientAlerts)
    .values({ clientId, skills: ['Rust'], skillsNorm: ['rust'] })
    .returning();
  return row?.id as number;
}
async function candidateAlertOf(w: World, candidateId: number): Promise<number> {
  const [row] = await w.t.app.ctx.db
    .insert(candidateAlerts)
    .values({ candidateId, skills: ['Rust'], skillsNorm: ['rust'] })
    .returning();
  return row?.id as number;
}

/** A pending request of the first client, for a candidate of its own (one pending request per pair). */
async function freshRequest(w: World) {
  const candidate = await makeCandidate(w.t.app.ctx);
  // Missions of 5,000 € or more need a verified URSSAF attestation (DECISIONS §6.4).
  await makeDocument(w.t.app.ctx, candidate.candidate.id);
  return makeRequest(w.t.app.ctx, w.client.client.id, candidate.candidate.id);
}

const moderation = (etat: 'active' | 'pending' | 'blocked'): RouteCase => ({
  build: async (w) => body({ id: (await makeUser(w.t.app.ctx, { role: 'client', etat })).user.id }),
  // An administrator acts on clients and candidates only; nobody acts on a root account.
  other: { build: (w) => body({ id: w.root.user.id }) },
});

const notifications = (area: 'cl' | 'cd' | 'adm'): Record<string, RouteCase> => ({
  [`POST /api/${area}/getMyNotif`]: { build: none, other: null },
  [`POST /api/${area}/setNotifRead`]: {
    build: empty,
    // Everyone's notifications are their own: "mark all read" is anyone's.
    other: { build: (w) => body({ id: w.foreignNotification[area] }) },
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
  'POST /api/users/rsvmail': { build: (w) => body({ email: w.client.email }), other: null },
  'POST /api/users/vrfmail': { build: none, other: null },
  'POST /api/users/checkprofile': { build: none, other: null },
  'POST /api/users/checkuser': { build: none, other: null },
  'GET /api/users/checkcv': { build: none, other: null },
  'POST /api/users/changepass': {
    build: async (w, role) => ({ as: await freshActor(w, role), body: { last_password: TEST_PASSWORD, ...PASSWORDS } }),
    other: null,
  },
  'POST /api/users/refreshToken': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },
  'POST /api/users/logout': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },
  // A fresh address each time: forgetPass is also limited per e-mail (8 in 15 minutes, issue 16).
  'POST /api/users/forgetPass': { build: () => body({ email: uniqueEmail('oubli') }), other: null },
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
    other: null,
  },

  // Files
  'POST /api/upload': { build: () => ({ file: { data: PNG, name: 'photo.png', type: 'image/png' } }), other: null },
  'POST /api/upload/cv': { build: () => ({ file: { data: PDF, name: 'cv.pdf', type: 'application/pdf' } }), other: null },
  'GET /api/files/photos/:name': { build: (w) => ({ url: w.photo }), other: null },
  'GET /api/files/cv/:userId': {
    build: (w) => ({ url: `/api/files/cv/${w.candidate.user.id}` }),
    other: { build: (w) => ({ url: `/api/files/cv/${w.otherCandidate.user.id}` }) },
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
    // The request is a fresh account's first profile, with its own photo: no member sends it.
    member: null,
    otherMember: null,
    other: {
      build: async (w) => ({
        as: await makeUser(w.t.app.ctx, { role: 'client' }),
        body: clientProfileBody({ img: w.otherPhoto }),
      }),
    },
  },
  'POST /api/cl/getUserClientInf': {
    build: (w) => body({ id: w.client.user.id }),
    // The id names the caller's own account (the owner's here), not the company.
    other: { build: (w) => body({ id: w.otherClient.user.id }) },
  },
  'POST /api/cl/myprofile': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/edtmyprofile': {
    build: (w) => body({ ...clientProfileBody({ img: w.photo }), id: w.client.client.id }),
    // A member edits the company, but the photo sent is the owner's upload, not the member's.
    other: { build: (w) => body({ ...clientProfileBody({ img: w.otherPhoto }), id: w.client.client.id }) },
  },
  'POST /api/cd/newCondinf': {
    build: async (w) => {
      const who = await makeUser(w.t.app.ctx, { role: 'condidat' });
      return { as: who, body: candidateProfileBody(await uploadPhoto(w.t.app, who.token)) };
    },
    other: {
      build: async (w) => ({ as: await makeUser(w.t.app.ctx, { role: 'condidat' }), body: candidateProfileBody(w.otherPhoto) }),
    },
  },
  'POST /api/cd/getUserCondInf': {
    build: (w) => body({ id: w.candidate.user.id }),
    other: { build: (w) => body({ id: w.otherCandidate.user.id }) },
  },
  'POST /api/cd/setCondForm': { build: () => body({ frm: [FORMATION] }), other: null },
  'POST /api/cd/setCondExp': { build: () => body({ exp: [EXPERIENCE] }), other: null },

  // Offers, client side
  'POST /api/cl/createOffre': {
    build: (w) => body({ ...offerBody(), client_id: w.client.client.id }),
    other: { build: (w) => body({ ...offerBody(), client_id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getMyOffre': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/searchMyOffre': {
    build: (w) => body({ id: w.client.client.id, search: 'Offre' }),
    other: { build: (w) => body({ id: w.otherClient.client.id, search: 'Offre' }) },
  },
  'POST /api/cl/offreinfo': {
    build: (w) => body({ id: w.offer.id }),
    other: { build: (w) => body({ id: w.otherOffer.id }) },
  },
  'POST /api/cl/saveOffre': {
    build: (w) => body({ ...offerBody(), id: w.offer.id }),
    other: { build: (w) => body({ ...offerBody(), id: w.otherOffer.id }) },
  },
  'POST /api/cl/cancelOffre': {
    build: async (w) => body({ id: (await makeOffer(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: (w) => body({ id: w.otherOffer.id }) },
  },

  // Offers, candidate side
  'POST /api/cd/offres': { build: empty, other: null },
  'POST /api/cd/searchOffre': { build: () => body({ search: 'Offre' }), other: null },
  'POST /api/cd/offreInf': {
    build: (w) => body({ id: w.offer.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.offer.id, id_cond: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/postuler': {
    build: async (w) =>
      body({ offreId: (await makeOffer(w.t.app.ctx, w.client.client.id)).id, condidatId: w.candidate.candidate.id }),
    other: { build: (w) => body({ offreId: w.offer.id, condidatId: w.otherCandidate.candidate.id }) },
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
    },
  },
  'POST /api/cd/getMyDmdOffer': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
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

  // Availability and alerts (DECISIONS §6.2)
  'POST /api/cd/confirmDispo': {
    build: () => body({ dispo: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), jours_semaine: 4 }),
    other: null,
  },
  // The matrix's link holder is a client account: it has no candidate profile to confirm.
  'POST /api/cd/confirmDispoLink': { build: empty, other: null },
  'POST /api/users/keepAccount': { build: none, other: null },
  'POST /api/adm/retentionStats': { build: none, other: null },
  'POST /api/cl/createAlerte': { build: () => body({ skills: ['TypeScript'], min_score: 70 }), other: null },
  'POST /api/cl/getAlertes': { build: none, other: null },
  'POST /api/cl/deleteAlerte': {
    build: async (w) => body({ id: await clientAlertOf(w, w.client.client.id) }),
    other: { build: async (w) => body({ id: await clientAlertOf(w, w.otherClient.client.id) }) },
  },
  'POST /api/cd/createAlerte': { build: () => body({ search: 'développeur', skills: ['TypeScript'] }), other: null },
  'POST /api/cd/getAlertes': { build: none, other: null },
  'POST /api/cd/deleteAlerte': {
    build: async (w) => body({ id: await candidateAlertOf(w, w.candidate.candidate.id) }),
    other: { build: async (w) => body({ id: await candidateAlertOf(w, w.otherCandidate.candidate.id) }) },
  },
  'POST /api/cl/bmatch': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getFavorisRefs': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getFavoris': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/createFavoris': {
    build: (w) => body({ id_client: w.client.client.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id_client: w.otherClient.client.id, id_cond: w.candidate.candidate.id }) },
  },
  'POST /api/cl/deleteFavoris': {
    build: async (w) => body({ id: await favouriteOf(w, w.client) }),
    other: { build: async (w) => body({ id: await favouriteOf(w, w.otherClient) }) },
  },

  // Requests and missions
  'POST /api/cl/getMyDmd': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/newDmdCond': {
    build: async (w) =>
      body({ condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, clientId: w.client.client.id, ...PERIOD }),
    other: {
      build: (w) => body({ condidatId: w.candidate.candidate.id, clientId: w.otherClient.client.id, ...PERIOD }),
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
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/adm/getMissions': { build: empty, other: null },
  'POST /api/adm/updateMission': {
    build: async (w) => body({ id: (await freshMission(w)).id, etat: 'en_cours', tjm: 650, ...PERIOD }),
    other: null,
  },
  'POST /api/adm/changeMission': { build: async (w) => body({ id: (await freshMission(w)).id, etat: 'termine' }), other: null },
  'POST /api/adm/delMission': { build: async (w) => body({ id: (await freshMission(w)).id }), other: null },

  // Missions on the platform: the candidate's missions, CRAs, invoices (DECISIONS §6.4)
  'POST /api/cd/getMissions': { build: empty, other: null },
  'POST /api/cd/saveCra': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id, mois: '2026-10', jours: { '2026-10-01': 1 } }),
    other: {
      build: async (w) => body({ missionId: (await runningOf(w, 'other')).id, mois: '2026-10', jours: { '2026-10-01': 1 } }),
    },
  },
  'POST /api/cd/submitCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'brouillon')).id }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'brouillon')).id }) },
  },
  'POST /api/cd/getCras': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }),
    other: { build: async (w) => body({ missionId: (await runningOf(w, 'other')).id }) },
  },
  'POST /api/cl/getCras': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }),
    other: { build: async (w) => body({ missionId: (await runningOf(w, 'other')).id }) },
  },
  'POST /api/cl/validateCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'soumis')).id }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'soumis')).id }) },
  },
  'POST /api/cl/rejectCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'soumis')).id, motif: 'Le 2 octobre était chômé.' }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'soumis')).id, motif: 'Non.' }) },
  },
  'POST /api/cl/getFactures': { build: empty, other: null },
  'POST /api/cl/review': {
    build: async (w) => body({ missionId: (await endedOf(w, 'own')).id, note: 5, commentaire: 'Excellent travail.' }),
    other: {
      build: async (w) => body({ missionId: (await endedOf(w, 'other')).id, note: 5, commentaire: 'Bien.' }),
    },
  },
  'POST /api/cd/review': {
    build: async (w) => body({ missionId: (await endedOf(w, 'own')).id, note: 4, commentaire: 'Équipe accueillante.' }),
    other: {
      build: async (w) => body({ missionId: (await endedOf(w, 'other')).id, note: 4, commentaire: 'Bien.' }),
    },
  },
  'POST /api/adm/getReviews': { build: empty, other: null },
  'POST /api/adm/hideReview': {
    build: async (w) => body({ id: (await makeReview(w.t.app.ctx, await endedOf(w, 'own'))).id }),
    other: null,
  },
  'POST /api/cd/uploadDocument': {
    build: () => ({ file: { data: PDF, name: 'urssaf.pdf', type: 'application/pdf', fields: { type: 'urssaf' } } }),
    other: null,
  },
  'POST /api/cd/getDocuments': { build: empty, other: null },
  'POST /api/adm/getDocuments': { build: (w) => body({ condidatId: w.candidate.candidate.id }), other: null },
  'POST /api/adm/verifyDocument': {
    build: async (w) =>
      body({ id: (await makeDocument(w.t.app.ctx, w.candidate.candidate.id, { etat: 'a_verifier' })).id, valide: true }),
    other: null,
  },
  'GET /api/files/document/:id': {
    build: async (w) => ({ url: `/api/files/document/${await storedDocumentOf(w, w.candidate.token)}` }),
    other: {
      build: async (w) => ({ url: `/api/files/document/${await storedDocumentOf(w, w.otherCandidate.token)}` }),
    },
  },
  'POST /api/adm/getCras': { build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }), other: null },
  'POST /api/adm/getFactures': { build: empty, other: null },
  'GET /api/files/facture/:id': {
    build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'own')}` }),
    other: { build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'other')}` }) },
  },

  // Dashboards
  'POST /api/cl/getoverview': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cd/getoverview': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
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
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/updateCondInfo': {
    build: (w) => body({ ...candidateInfo(), id: w.candidate.candidate.id }),
    other: { build: (w) => body({ ...candidateInfo(), id: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/updateCondForm': { build: () => body({ frm: [FORMATION] }), other: null },
  'POST /api/cd/updateCondExp': { build: () => body({ exp: [EXPERIENCE] }), other: null },
  'POST /api/cd/techTestStatus': { build: none, other: null },
  'POST /api/cd/askTechTest': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },

  // Staff
  'POST /api/adm/stats': { build: empty, other: null },
  'POST /api/adm/getAdmins': { build: empty, other: null },
  'POST /api/adm/createAdmin': { build: () => body({ email: uniqueEmail('admin'), ...PASSWORDS }), other: null },

  // Skills (issue 15)
  'GET /api/skills': { build: () => ({ url: '/api/skills?q=react' }), other: null },
  'POST /api/skills/resolve': { build: () => body({ skills: ['ReactJS', 'nodejs', 'Outil maison'] }), other: null },
  'POST /api/cl/brief': {
    build: () => body({ text: 'Développeur React et Node.js senior, démarrage le 15/01/2027.' }),
    other: null,
  },
  'POST /api/cl/briefFile': {
    build: () => ({
      file: { data: Buffer.from('Développeur React senior, démarrage ASAP.'), name: 'fiche.txt', type: 'text/plain' },
    }),
    other: null,
  },
  'POST /api/adm/getSkillTags': { build: empty, other: null },
  'POST /api/adm/skillAlias': { build: () => body({ tag: `Réact maison ${next()}`, label: 'React' }), other: null },
  'POST /api/adm/skillNew': { build: () => body({ label: `Outil interne ${next()}`, aliases: [] }), other: null },

  // Client teams (issue 18): owner-only routes refuse the other members with team.owner_only (403).
  'POST /api/cl/inviteMember': {
    build: () => body({ email: uniqueEmail('invite') }),
    other: null,
  },
  'POST /api/cl/getMembers': { build: none, other: null },
  'POST /api/cl/removeMember': {
    build: async (w) => body({ id: (await makeMember(w.t.app.ctx, w.client.client.id)).user.id }),
    other: { build: (w) => body({ id: w.otherMember.user.id }) },
  },
  'POST /api/cl/getInvitations': { build: none, other: null },
  'POST /api/cl/resendInvitation': {
    build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.otherClient.client.id)).id }) },
  },
  'POST /api/cl/revokeInvitation': {
    build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.otherClient.client.id)).id }) },
  },
  'POST /api/users/joinTeam': {
    build: () => body({ nom: 'Lefèvre', prenom: 'Camille', ...PASSWORDS }),
    linkToken: async (w) => (await makeInvitation(w.t.app.ctx, w.client.client.id)).token,
    other: null,
  },
  'POST /api/users/teamInvitation': {
    build: none,
    linkToken: async (w) => (await makeInvitation(w.t.app.ctx, w.client.client.id)).token,
    other: null,
  },
  'POST /api/adm/getClientMembers': { build: (w) => body({ clientId: w.client.client.id }), other: null },

  // Shortlists (issue 18): any member of the offer's company; another company's offer or item is 403.
  'POST /api/cl/shortlistAdd': {
    build: async (w) => body({ offreId: w.offer.id, condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id }),
    other: {
      build: async (w) => body({ offreId: w.otherOffer.id, condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id }),
    },
  },
  'POST /api/cl/getShortlist': {
    build: (w) => body({ offreId: w.offer.id }),
    other: { build: (w) => body({ offreId: w.otherOffer.id }) },
  },
  'POST /api/cl/shortlistVote': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id), vote: 1 }),
    other: { build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id), vote: 1 }) },
  },
  'POST /api/cl/shortlistComment': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id), content: 'Très bon profil.' }),
    other: {
      build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id), content: 'Très bon profil.' }),
    },
  },
  'POST /api/cl/shortlistRemove': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id) }),
    other: { build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id) }) },
  },

  // Interviews (issue 18)
  'POST /api/cl/proposeEntretien': {
    build: async (w) => body({ ...slots(), condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, offreId: w.offer.id }),
    other: {
      build: async (w) =>
        body({ ...slots(), condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, offreId: w.otherOffer.id }),
    },
  },
  'POST /api/cl/getEntretiens': { build: none, other: null },
  'POST /api/cl/cancelEntretien': {
    build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.candidate.candidate.id) }),
    other: {
      build: async (w) => body({ id: await interviewOf(w, w.otherClient.client.id, w.candidate.candidate.id) }),
    },
  },
  'POST /api/cd/getEntretiens': { build: none, other: null },
  'POST /api/cd/acceptEntretien': {
    build: async (w) => {
      const { id, slot } = await proposedInterview(w, w.candidate.candidate.id);
      return body({ id, creneau: slot });
    },
    other: {
      build: async (w) => {
        const { id, slot } = await proposedInterview(w, w.otherCandidate.candidate.id);
        return body({ id, creneau: slot });
      },
    },
  },
  'POST /api/cd/cancelEntretien': {
    build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.candidate.candidate.id) }),
    other: {
      build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.otherCandidate.candidate.id) }),
    },
  },
  'POST /api/adm/getEntretiens': { build: none, other: null },

  'GET /api/health': { build: none, other: null },
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const slots = () => ({ creneaux: [inDays(3), inDays(4)], duree_min: 45, lien_visio: 'https://meet.exemple.fr/abc' });

async function proposedInterview(w: World, candidateId: number): Promise<{ id: number; slot: string }> {
  const slot = inDays(5);
  const id = await insertInterview(w.t.app.ctx.db, {
    clientId: w.client.client.id,
    candidateId,
    creneaux: [new Date(slot)],
    dureeMin: 30,
  });
  return { id, slot };
}

async function interviewOf(w: World, clientId: number, candidateId: number): Promise<number> {
  return insertInterview(w.t.app.ctx.db, { clientId, candidateId, creneaux: [new Date(inDays(6))], dureeMin: 60 });
}

/** A candidate on an offer's shortlist (written directly: the route is tested on its own row). */
async function shortlistItemOf(w: World, offerId: number): Promise<number> {
  const candidate = await makeCandidate(w.t.app.ctx);
  return insertItem(w.t.app.ctx.db, { offerId, candidateId: candidate.candidate.id });
}

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

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

async function freshMission(w: World) {
  const candidate = await makeCandidate(w.t.app.ctx);
  await makeDocument(w.t.app.ctx, candidate.candidate.id);
  return makeMission(w.t.app.ctx, w.client.client.id, candidate.candidate.id);
}

/** A running mission of the first client and candidate ('own') or of the other ones ('other'). */
function runningOf(w: World, whose: 'own' | 'other') {
  const [client, candidate] = whose === 'own' ? [w.client, w.candidate] : [w.otherClient, w.otherCandidate];
  return runningMission(w.t.app.ctx, client.client.id, candidate.candidate.id);
}

async function craOf(w: World, whose: 'own' | 'other', etat: 'brouillon' | 'soumis') {
  return makeCra(w.t.app.ctx, (await runningOf(w, whose)).id, { etat });
}

/** An invoice of the first client ('own') or of the other one, issued by validating a submitted CRA. */
async function invoiceOf(w: World, whose: 'own' | 'other'): Promise<number> {
  const cra = await craOf(w, whose, 'soumis');
  const client = whose === 'own' ? w.client : w.otherClient;
  const res = await w.t.post('/api/cl/validateCra', { id: cra.id }, client.token);
  if (res.statusCode !== 200) throw new Error(`validateCra: ${res.body}`);
  const list = (await w.t.post('/api/cl/getFactures', {}, client.token)).json();
  return list.factures[0].id;
}

/** A document the candidate uploaded (stored file) through the API; its id. */
async function storedDocumentOf(w: World, token: string): Promise<number> {
  const res = await uploadFile(w.t.app, '/api/cd/uploadDocument', token, PDF, 'urssaf.pdf', 'application/pdf', {
    type: 'urssaf',
  });
  if (res.statusCode !== 200) throw new Error(`uploadDocument: ${res.body}`);
  return res.json().id;
}

/** A mission of the first client and candidate ('own') or of the other ones, ended today. */
function endedOf(w: World, whose: 'own' | 'other') {
  const [client, candidate] = whose === 'own' ? [w.client, w.candidate] : [w.otherClient, w.otherCandidate];
  return makeMission(w.t.app.ctx, client.client.id, candidate.candidate.id, { etat: 'termine' });
}
