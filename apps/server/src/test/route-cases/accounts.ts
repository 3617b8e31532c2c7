import { signValue } from '../../lib/tokens.js';
import { currentStep, totpAt } from '../../lib/totp.js';
import { UNSUBSCRIBE_PURPOSE } from '../../modules/chat/digest.js';
import { makeUser, TEST_PASSWORD, uniqueEmail } from '../factories.js';
import { PDF, PNG, uploadPhoto } from '../multipart.js';
import { candidateProfileBody, clientProfileBody, EXPERIENCE, FORMATION } from '../onboarding.js';
import { freshActor } from '../security-world.js';
import { body, contactMessageOf, moderation, none, PASSWORDS, type RouteCase, withTwoFactor } from './helpers.js';

/** The route-case rows of: Accounts, second factor and « Mon compte », files, onboarding profiles. */
export const ACCOUNTS_CASES: Record<string, RouteCase> = {
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
    build: () =>
      body({
        fullname: 'Jeanne Petit',
        subject: 'Question',
        content: 'Bonjour, une question.',
        email: 'jeanne.petit@exemple.fr',
      }),
    other: null,
  },
  'GET /api/adm/contactus/list': { build: none, other: null },
  'GET /api/legal/publisher': { build: none, other: null },
  'POST /api/adm/contactus/traiter': { build: async (w) => body({ id: await contactMessageOf(w) }), other: null },
  'POST /api/adm/contactus/repondre': {
    build: async (w) => body({ id: await contactMessageOf(w), texte: 'Bonjour, voici notre réponse.' }),
    other: null,
  },

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
};
