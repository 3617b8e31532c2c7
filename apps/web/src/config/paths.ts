/**
 * Every route of the web app (SPEC §2), in one place: links, redirects and the routers' patterns all
 * read it, so a renamed screen breaks the build rather than a link. A builder given `':id'` (or nothing)
 * gives the route's pattern; given an id, the link.
 */
type Id = number | ':id';

const DASHBOARD = '/dashb';
const dash = <const S extends string>(sub: S) => `${DASHBOARD}/${sub}` as const;

export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  registerAs: (type: 'client' | 'candidat') => `/register?sel=${type}`,
  forgotPassword: '/forget-pass',
  resetPassword: (token = ':id') => `/acc/rst-pass/${token}`,
  verifyClient: (token = ':id') => `/register/vfcl/${token}`,
  verifyCandidate: (token = ':id') => `/register/vfcd/${token}`,
  unsubscribe: (token = ':token') => `/desabonnement/${token}`,
  /** The invitation to join a company (DECISIONS §6.3). */
  joinTeam: (token = ':id') => `/register/team/${token}`,
  /** The availability reminder mail's link (DECISIONS §6.2). */
  confirmDispo: (token = ':token') => `/disponibilite/confirmer/${token}`,
  /** The retention mail's « Conserver mon compte » link. */
  keepAccount: (token = ':token') => `/compte/conserver/${token}`,
  onboarding: {
    client: '/register/cl/inf',
    candidate: '/register/cd/inf',
    education: '/register/cd/educ',
    experience: '/register/cd/exp',
  },
  /** /dashb: the three shells (app/shells). The same screen may have the same path in two shells. */
  dashboard: {
    /** Every shell's home. */
    home: DASHBOARD,
    /** The chat, by role (the staff's view or the user's conversation). */
    chat: dash('chat'),
    /** « Mon compte », in every shell. */
    account: dash('compte'),
    client: {
      profile: dash('profile'),
      profileEdit: dash('profile/edt'),
      search: dash('srcd'),
      offers: dash('mesoffres'),
      offer: (id: Id = ':id') => `${dash('mesoffres')}/${id}`,
      offerCreate: dash('offre-crt'),
      offerEdit: (id: Id = ':id') => `${dash('offre-edt')}/${id}`,
      bridgeMatch: dash('bmatch'),
      alerts: dash('alertes'),
      favourites: dash('favoris'),
      missions: dash('mission'),
      team: dash('equipe'),
      interviews: dash('entretiens'),
      /** « Mes demandes » (issue 16). */
      requests: dash('demandes'),
      invoices: dash('factures'),
    },
    candidate: {
      profile: dash('profile'),
      offers: dash('offre'),
      offer: (id: Id = ':id') => `${dash('offre')}/${id}`,
      techTest: dash('tech'),
      alerts: dash('alertes'),
      propositions: dash('proposition'),
      interviews: dash('entretiens'),
      missions: dash('missions'),
    },
    admin: {
      clients: dash('acc/cl'),
      candidates: dash('acc/cd'),
      inactiveCandidates: dash('acc/inactifs'),
      requests: dash('acc/dmd'),
      missions: dash('mission'),
      offers: dash('offre'),
      offer: (id: Id = ':id') => `${dash('offre')}/${id}`,
      contact: dash('contact'),
      /** « Compétences »: the staff's curation of the skill vocabulary (DECISIONS §6.1). */
      skills: dash('skills'),
      interviews: dash('entretiens'),
      invoices: dash('factures'),
      reviews: dash('avis'),
      /** « Documents »: the candidates' compliance documents to check (DECISIONS §6.4). */
      documents: dash('documents'),
      /** Root only. */
      staff: dash('admins'),
    },
  },
} as const;

/** A dashboard path (or pattern) as the shells' nested routes spell it: relative to /dashb, '' for the home. */
export function dashboardRoute(path: string): string {
  if (path === DASHBOARD) return '';
  if (!path.startsWith(`${DASHBOARD}/`)) throw new Error(`${path} is not a dashboard path`);
  return path.slice(DASHBOARD.length + 1);
}
