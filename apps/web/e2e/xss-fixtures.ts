import { type APIRequestContext, expect } from '@playwright/test';
import {
  CHAT_MESSAGE_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  TAG_MAX,
} from '../../../packages/shared/src/constants';
import { MSG } from '../../../packages/shared/src/messages';
import { call, verifiedUrssaf } from './admin-fixtures';
import { cvPdf, uniqueWord, uploadPhoto } from './candidate-fixtures';
import { type Account, adminToken, PASSWORD, verifiedAccount, visitorHeaders } from './support/accounts';
import { probe } from './support/xss';

/**
 * Data for the stored-XSS journey (stored-xss.spec.ts): one client, one candidate, an offer, an
 * application, a request that became a mission, one that failed, a favourite, chat messages both ways
 * and a contact message, every free text of them a probe (support/xss.ts) as long as its field allows
 * (packages/shared/src/constants.ts). Where the server refuses markup (phone, website scheme, photo
 * URL), the refusal is asserted instead.
 */

/** The staff's chat messages are quoted in the user's notification, cut at 120 characters. */
const NOTIFIED_CHAT_MAX = 120;

export const SEARCH_WORD = uniqueWord('Sentinelle');

/** The stored values, by field. */
export const stored = {
  clientNom: probe('cl-nom', SHORT_TEXT_MAX),
  clientPrenom: probe('cl-prenom', SHORT_TEXT_MAX),
  company: probe('cl-nom_ent', SHORT_TEXT_MAX),
  clientResume: probe('cl-resume', LONG_TEXT_MAX),
  secteur: probe('cl-secteur', SHORT_TEXT_MAX),
  /** A valid address (no space, no scheme) whose path carries markup: shown as a link's text. */
  siteWeb: `xss.fr/#<svg/onload=__xss.push('cl-site')>`,
  nom: probe('cd-nom', SHORT_TEXT_MAX),
  prenom: probe('cd-prenom', SHORT_TEXT_MAX),
  resume: probe('cd-resume', LONG_TEXT_MAX),
  titre: probe('cd-titre', SHORT_TEXT_MAX),
  skill: probe('cd-skill', TAG_MAX),
  diploma: probe('frm-nom', SHORT_TEXT_MAX),
  school: probe('frm-ecole', SHORT_TEXT_MAX),
  employer: probe('exp-entreprise', SHORT_TEXT_MAX),
  place: probe('exp-lieu', SHORT_TEXT_MAX),
  domain: probe('exp-domaine', SHORT_TEXT_MAX),
  position: probe('exp-fonction', SHORT_TEXT_MAX),
  missionText: probe('exp-description', DESCRIPTION_MAX),
  expTech: probe('exp-tech', TAG_MAX),
  /**
   * A word first: the offers' full-text search (PostgreSQL's parser) skips tag-like tokens, so a title
   * made only of markup could not be searched for.
   */
  offerTitre: `${SEARCH_WORD} ${probe('of-titre', SHORT_TEXT_MAX - SEARCH_WORD.length - 1)}`,
  offerDescription: probe('of-description', DESCRIPTION_MAX),
  offerTech: probe('of-tech', TAG_MAX),
  candidateMessage: probe('chat-cd', CHAT_MESSAGE_MAX),
  clientMessage: probe('chat-cl', CHAT_MESSAGE_MAX),
  toCandidate: probe('chat-to-cd', NOTIFIED_CHAT_MAX),
  toClient: probe('chat-to-cl', NOTIFIED_CHAT_MAX),
  observation: probe('observation', LONG_TEXT_MAX),
  contactName: probe('ct-fullname', SHORT_TEXT_MAX),
  contactSubject: probe('ct-subject', SHORT_TEXT_MAX),
  contactContent: probe('ct-content', LONG_TEXT_MAX),
  contactEmail: probe('ct-email', EMAIL_MAX),
  /** An address that would add a recipient to the reply: refused since DECISIONS §6.9. */
  contactMailto: 'visiteur@exemple.fr?bcc=espion@exemple.fr',
};
/** The address the stored contact message carries (a real one: the form checks it). */
export const CONTACT_EMAIL = 'visiteur@exemple.fr';
/** The CV's file name: no quote and no slash (a path), which the upload drops. */
const CV_NAME = '<img src=x onerror=__xss.push(this.alt) alt=cv>.pdf';
const CV = { ...cvPdf, name: CV_NAME };

export const candidateName = [stored.prenom, stored.nom];
export const candidateCard = [...candidateName, stored.titre, stored.skill];
export const candidateProfile = [
  ...candidateCard,
  stored.resume,
  stored.diploma,
  stored.school,
  stored.employer,
  stored.place,
  stored.domain,
  stored.position,
  stored.missionText,
  stored.expTech,
];
export const offer = [stored.offerTitre, stored.offerDescription, stored.offerTech, stored.skill];

export interface Seeded {
  client: Account & { clientId: number };
  candidate: Account & { candidateId: number };
  offerId: number;
}
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The mission covers today: its revenue falls in the admin home's current window. */
const period = { date_debut: isoDay(-40), date_fin: isoDay(30) };

/** POST that the server must refuse with 400 and `message` on `field`. */
async function refused(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  data: unknown,
  field: string,
  message: string,
) {
  const res = await request.post(path, { headers, data });
  expect(res.status(), `${path} ${field}`).toBe(400);
  expect((await res.json()).errors?.[field]).toBe(message);
}

async function seedClient(request: APIRequestContext): Promise<Seeded['client']> {
  const account = await verifiedAccount(request, 'client');
  const profile = {
    img: await uploadPhoto(request, account.token),
    nom: stored.clientNom,
    prenom: stored.clientPrenom,
    type_client: 'esn',
    nom_ent: stored.company,
    date_creation: '2015-03-12',
    tel: '01 23 45 67 89',
    resume: stored.clientResume,
    site_web: stored.siteWeb,
    secteur: stored.secteur,
  };
  // A link built from a stored address must never run script: such addresses are refused.
  for (const site_web of [
    "javascript:(window.__xss=window.__xss||[]).push('site')",
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://javascript:alert(1)',
  ]) {
    await refused(
      request,
      { 'sb-tkn': account.token },
      '/api/cl/newclinf',
      { ...profile, site_web },
      'site_web',
      MSG.websiteInvalid,
    );
  }
  await refused(
    request,
    { 'sb-tkn': account.token },
    '/api/cl/newclinf',
    { ...profile, tel: '<svg onload=alert(1)>' },
    'tel',
    MSG.phoneInvalid,
  );
  await refused(
    request,
    { 'sb-tkn': account.token },
    '/api/cl/newclinf',
    { ...profile, img: 'javascript:alert(1)' },
    'img',
    MSG.photoNotUploaded,
  );
  const { data } = await call<{ data: { id: number } }>(request, account.token, '/api/cl/newclinf', profile);
  return { ...account, clientId: data.id };
}

async function seedCandidate(request: APIRequestContext): Promise<Seeded['candidate']> {
  const account = await verifiedAccount(request, 'condidat');
  const profile = {
    img: await uploadPhoto(request, account.token),
    nom: stored.nom,
    prenom: stored.prenom,
    sex: 'female',
    date_naiss: '1990-07-14',
    tel: '06 12 34 56 78',
    resume: stored.resume,
    niv_etude: 'bac+5',
    niv_exp: '1-10',
    titre: stored.titre,
    skills: [stored.skill, 'TypeScript'],
    dispo: isoDay(-1),
  };
  await refused(
    request,
    { 'sb-tkn': account.token },
    '/api/cd/newCondinf',
    { ...profile, tel: '<svg onload=alert(1)>' },
    'tel',
    MSG.phoneInvalid,
  );
  await refused(
    request,
    { 'sb-tkn': account.token },
    '/api/cd/newCondinf',
    { ...profile, img: 'javascript:alert(1)' },
    'img',
    MSG.photoNotUploaded,
  );
  const { data } = await call<{ data: { id: number } }>(request, account.token, '/api/cd/newCondinf', profile);
  await call(request, account.token, '/api/cd/setCondForm', {
    frm: [{ nom: stored.diploma, ecole: stored.school, date_debut: '2008-09-01', date_fin: '2013-06-30' }],
  });
  await call(request, account.token, '/api/cd/setCondExp', {
    exp: [
      {
        entreprise: stored.employer,
        lieu: stored.place,
        date_debut: '2013-09-01',
        date_fin: '2020-12-31',
        domaine: stored.domain,
        fonction: stored.position,
        description: stored.missionText,
        tech: [stored.expTech],
      },
    ],
  });
  const cv = await request.post('/api/upload/cv', { headers: { 'sb-tkn': account.token }, multipart: { file: CV } });
  expect(cv.status(), await cv.text()).toBe(200);
  return { ...account, candidateId: data.id };
}

/** Stores every probe, and produces the notifications that quote them. */
export async function seedStoredXss(request: APIRequestContext): Promise<Seeded> {
  // Addresses are checked at registration: an account's e-mail, shown to the staff, never holds markup.
  const account = { type_cmpt: 'client', password: PASSWORD, confirmPassword: PASSWORD, cgu: true };
  for (const email of ['<svg/onload=alert(1)>@exemple.fr', '"<img src=x onerror=alert(1)>"@exemple.fr']) {
    await refused(request, visitorHeaders(), '/api/users/newClient', { ...account, email }, 'email', MSG.emailInvalid);
  }
  const admin = await adminToken(request);
  const client = await seedClient(request);
  const candidate = await seedCandidate(request);
  for (const id of [client.userId, candidate.userId]) await call(request, admin, '/api/users/validate', { id });

  const { data: created } = await call<{ data: { id: number } }>(request, client.token, '/api/cl/createOffre', {
    titre: stored.offerTitre,
    description: stored.offerDescription,
    budget: 600,
    ...period,
    tech: [stored.offerTech, stored.skill],
    client_id: client.clientId,
  });
  const offerId = created.id;
  // The client is notified of the application (names and titles quoted).
  await call(request, candidate.token, '/api/cd/postuler', { offreId: offerId, condidatId: candidate.candidateId });
  // Demander the applicant, treated as a success: a mission; both parties are notified.
  const won = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    offreId: offerId,
    ...period,
  });
  await verifiedUrssaf(request, candidate.token);
  await call(request, admin, '/api/adm/closeDmdOk', { id_dmd: won.data.id, tjm: 600, ...period });
  // A second request, treated as a failure with an observation; the client is notified.
  const lost = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    ...period,
  });
  await call(request, admin, '/api/adm/closeDmdFail', { id_dmd: lost.data.id, observation: stored.observation });
  await call(request, client.token, '/api/cl/createFavoris', { id_client: client.clientId, id_cond: candidate.candidateId });

  await call(request, candidate.token, '/api/chat/sendit', { content: stored.candidateMessage });
  await call(request, client.token, '/api/chat/sendit', { content: stored.clientMessage });
  await call(request, admin, '/api/chat/sendit', { content: stored.toCandidate, id_to: candidate.userId });
  await call(request, admin, '/api/chat/sendit', { content: stored.toClient, id_to: client.userId });

  const contactWith = (email: string) =>
    request.post('/api/adm/contactus/new', {
      headers: visitorHeaders(),
      data: { fullname: stored.contactName, subject: stored.contactSubject, content: stored.contactContent, email },
    });
  // An address nobody could answer is refused (DECISIONS §6.9): markup or an extra recipient is never stored.
  for (const email of [stored.contactMailto, stored.contactEmail]) {
    const refused = await contactWith(email);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('contact.bad_email');
  }
  expect((await contactWith(CONTACT_EMAIL)).status()).toBe(200);
  return { client, candidate, offerId };
}
