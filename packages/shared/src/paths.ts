/**
 * Every page of the web app (SPEC §2), in one place, for the web and the server alike: the web's links,
 * redirects and router patterns, the server's mails and notifications, and the request log's redaction all
 * read it, so that a renamed screen breaks the build rather than a link, and a link built here is a link the
 * log knows. A builder given `':id'` (or nothing) gives the route's pattern; given an id, the link.
 *
 * No zod here: the web imports this module by its path (`@passerelle/shared/paths`), and it stays light.
 */
type Id = number | ':id';

/**
 * A page whose last segment is a live credential (a link from a mail: a link token, an invitation, a signed
 * id). Whoever reads the URL can act as its owner, so the request log prints `tokenPrefix` followed by
 * `[caché]` (apps/server/src/lib/log-redaction.ts reads TOKEN_PAGES, built from `paths` below).
 */
export interface TokenPage {
  (token?: string): string;
  /** What precedes the token: `/acc/rst-pass/`. */
  readonly tokenPrefix: string;
}

function tokenPage(prefix: string, pattern: string): TokenPage {
  return Object.assign((token: string = pattern) => `${prefix}/${token}`, { tokenPrefix: `${prefix}/` });
}

const DASHBOARD = '/dashb';
const dash = <const S extends string>(sub: S) => `${DASHBOARD}/${sub}` as const;

export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  registerAs: (type: 'client' | 'candidat') => `/register?sel=${type}`,
  forgotPassword: '/forget-pass',
  /** The legal pages, public, linked from every footer (DECISIONS §6.9). */
  legal: {
    notice: '/mentions-legales',
    privacy: '/confidentialite',
    terms: '/cgu',
  },
  /** « Comment nous classons les profils » (DECISIONS §6.8), public. */
  transparency: '/transparence',
  /** « Vérifier un contrat » (public, DECISIONS §6.5). */
  verifyContract: '/contrats/verifier',
  /** The reset mail's link (DECISIONS §1). */
  resetPassword: tokenPage('/acc/rst-pass', ':id'),
  /** The verification mails' links (DECISIONS §1). */
  verifyClient: tokenPage('/register/vfcl', ':id'),
  verifyCandidate: tokenPage('/register/vfcd', ':id'),
  /** The digest's « Se désabonner » (a signed user id). */
  unsubscribe: tokenPage('/desabonnement', ':token'),
  /** The invitation to join a company (DECISIONS §6.3). */
  joinTeam: tokenPage('/register/team', ':id'),
  /** The availability reminder mail's link (DECISIONS §6.2). */
  confirmDispo: tokenPage('/disponibilite/confirmer', ':token'),
  /** The retention mail's « Conserver mon compte » link. */
  keepAccount: tokenPage('/compte/conserver', ':token'),
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
      /** « Mes missions »: missions, reports (CRA) and compliance documents (DECISIONS §6.4). */
      missions: dash('missions'),
      /** « Mes factures »: the freelancer's self-billed invoices and credit notes (DECISIONS §6.6). */
      invoices: dash('factures'),
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
      /** « Journal des recherches »: the chained search log and its check (DECISIONS §6.8). */
      searchLog: dash('journal-recherches'),
      /** « Documents »: the candidates' compliance documents to check (DECISIONS §6.4). */
      documents: dash('documents'),
      /** « Finances »: invoiced, paid, outstanding, overdue, margin, payouts (DECISIONS §6.7). */
      finance: dash('finance'),
      /** « Relevés bancaires »: the camt.053 import and its report (DECISIONS §6.7). */
      statements: dash('releves'),
      /** « Virements »: the payout orders to the freelancers (DECISIONS §6.7). */
      payouts: dash('virements'),
      /** Root only. */
      staff: dash('admins'),
      /** « Réglages » (root only, DECISIONS §6.5). */
      settings: dash('reglages'),
    },
  },
} as const;

const isTokenPage = (value: unknown): value is TokenPage =>
  typeof value === 'function' && typeof (value as Partial<TokenPage>).tokenPrefix === 'string';

/** Every page of `paths` that carries a token, found by walking it: a new token page is listed by being declared. */
function tokenPagesOf(value: unknown): TokenPage[] {
  if (isTokenPage(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(tokenPagesOf);
}

export const TOKEN_PAGES: readonly TokenPage[] = tokenPagesOf(paths);

/** A dashboard path (or pattern) as the shells' nested routes spell it: relative to /dashb, '' for the home. */
export function dashboardRoute(path: string): string {
  if (path === DASHBOARD) return '';
  if (!path.startsWith(`${DASHBOARD}/`)) throw new Error(`${path} is not a dashboard path`);
  return path.slice(DASHBOARD.length + 1);
}
