/** Business constants of SPEC.md §9 and DECISIONS.md, defined once for the server and the web app. */

/** Request header that carries the session token (SPEC §6), raw, without "Bearer". */
export const TOKEN_HEADER = 'sb-tkn';

/** Photo and CV size limit, in bytes (SPEC §9, DECISIONS §4). */
export const PHOTO_MAX_BYTES = 2_000_000;
export const CV_MAX_BYTES = 2_000_000;
/** A job description sent as a file (PDF, DOCX or TXT: DECISIONS §6.1). */
export const BRIEF_FILE_MAX_BYTES = 2_000_000;
/** A job description pasted as text, in characters. */
export const BRIEF_TEXT_MAX = 20_000;
/** Suggestions of GET /api/skills, and the tags one /api/skills/resolve call takes. */
export const SKILL_SUGGESTIONS_MAX = 10;
export const SKILLS_RESOLVE_MAX = 100;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PASSWORD_MIN = 6;
/** Upper bound that keeps argon2 hashing cheap and refuses absurd inputs. */
export const PASSWORD_MAX = 128;
export const PHONE_MIN = 8;
export const NAME_MIN = 3;
export const COMPANY_NAME_MIN = 2;
export const SECTOR_MIN = 4;
/** The billing address's street line and city (issue 19). */
export const BILLING_ADDRESS_MIN = 5;
export const CITY_MIN = 2;
export const DESCRIPTION_MIN = 10;
export const OFFER_TITLE_MIN = 3;

/** Upper bounds on free text: a form never needs more, and the server refuses more. */
export const SHORT_TEXT_MAX = 120;
export const LONG_TEXT_MAX = 5_000;
/** The longest word a candidate adds to an application, or a client to its decision (DECISIONS §6.9). */
export const APPLICATION_MESSAGE_MAX = 1000;
export const DESCRIPTION_MAX = 20_000;
export const EMAIL_MAX = 254;
/**
 * An e-mail address's shape: zod's own (`z.regexes.email`, which `emailField` used), held here so that a
 * screen checks an address without loading zod (issue 20). constants.test.ts keeps the two equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const URL_MAX = 500;
export const TAGS_MAX = 50;
export const TAG_MAX = 60;
export const LIST_ENTRIES_MAX = 30;
export const CHAT_MESSAGE_MAX = 5_000;

/** TJM: 1 to 9 digits (offer budget, candidate TJM); up to 3 decimals (requests, missions). */
export const TJM_INTEGER_DIGITS_MAX = 9;
export const TJM_DECIMALS_MAX = 3;

/** Paging (SPEC §9): 10 items a page, pages numbered from 0, a pager window of 10 links. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_MAX = 100;
export const PAGER_WINDOW = 10;

/** Match score weights (SPEC §9, DECISIONS §3). */
export const MATCH_WEIGHTS = { experience: 30, skills: 50, availability: 20 } as const;

/**
 * The graded score (DECISIONS §6.8): c1 of an over-qualified candidate (its level above the one searched);
 * the days late after which c3 is 0 (c3 = 1 − days late / 60); the weight of a nice-to-have skill against a
 * required one. The /transparence page prints these numbers (a test holds them together).
 */
export const MATCH_OVERQUALIFIED_C1 = 0.5;
export const MATCH_LATE_DAYS = 60;
export const MATCH_PLUS_WEIGHT = 0.5;
/** The ranking's version, written in each search log row (change it with any rule of the score or its order). */
export const RANKING_VERSION = '2026-11-30';
/** Results of a search kept in its log row, and months a row is kept (DECISIONS §6.8). */
export const SEARCH_LOG_RESULTS = 50;
export const SEARCH_LOG_MONTHS = 6;
/**
 * The exposure report (DECISIONS §6.8): age bands (< 30, 30–45, > 45 years: `AGE_BAND_LIMITS` are the first ages of
 * the second and third bands), and the four-fifths rule: a group whose rate of top-10 appearances per member of the
 * pool is under 0.8 times the best group's is flagged.
 */
export const EXPOSURE_AGE_BANDS = ['<30', '30-45', '>45'] as const;
export const EXPOSURE_AGE_BAND_STARTS = [30, 46] as const;
export const EXPOSURE_FOUR_FIFTHS = 0.8;
export const EXPOSURE_DEFAULT_DAYS = 30;

/** Landing page (SPEC §9). */
export const BANNER_ROTATION_MS = 10_000;
export const BANNER_VIDEO_RATE = 0.75;

/** Redirect delays after an action (SPEC §9). */
export const REDIRECT_DELAY_MS = {
  cvUpload: 3_000,
  offerCreated: 2_000,
  requestTreated: 2_000,
  passwordReset: 1_000,
  offerEdited: 1_000,
  tjmEdited: 1_000,
  missionEdited: 1_000,
} as const;

/** Notification menu size (SPEC §9). */
export const NOTIFICATION_MENU = { widthPx: 400, maxHeightPx: 300 } as const;

/** Link tokens lifetimes (DECISIONS §2). */
export const LINK_TOKEN_TTL_MS = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  /** The reminder mail's « Je confirme » link lives until the next reminder (DECISIONS §6.2). */
  confirm_dispo: 14 * 24 * 60 * 60 * 1000,
  /** The retention mail's « Conserver mon compte » link lives as long as the 30 days to answer. */
  keep_account: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Availability freshness (DECISIONS §6.2): confirmed within this many days; reminders after, then every REMIND. */
export const DISPO_CONFIRMED_DAYS = 30;
export const DISPO_REMIND_EVERY_DAYS = 14;
/** Retention (DECISIONS §6.2): days the candidate has to answer « Souhaitez-vous conserver votre compte ? ». */
export const RETENTION_ANSWER_DAYS = 30;
/** Alerts per company or candidate (issue 17). */
export const ALERTS_MAX = 20;

/** Session lifetime (DECISIONS §2). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A candidate with no activity for this many years is listed as inactive to the staff (RGPD retention). */
export const INACTIVITY_YEARS = 2;

/** What an erased account (RGPD) shows in place of its names, in the business records it stays party to. */
export const ERASED_ACCOUNT_LABEL = 'Compte supprimé';

/** Name under which the staff team appears in the chat (SPEC §2). */
export const STAFF_TEAM_NAME = "L'équipe Passerelle";

/** Admin home statistics (schemas/admin-stats.ts). */
/** The periods the home offers, in months; the API takes any whole number from 1 to 24. */
export const STATS_PERIODS = [3, 6, 12] as const;
export const STATS_DEFAULT_MONTHS = 6;
export const STATS_MONTHS_MAX = 24;
/** How many consultants, technologies and clients the rankings keep. */
export const STATS_TOP = 10;

/** A shortlist comment's longest length (DECISIONS §6.3). */
export const COMMENT_MAX = 2_000;
/** Team invitations a user may mail (sent or resent, together) in an hour: inviteMember and resendInvitation. */
export const INVITATIONS_PER_HOUR = 20;
/** Interviews a member may propose in an hour: each one notifies a candidate (issue 28 §6). */
export const INTERVIEW_PROPOSALS_PER_HOUR = 30;
/** How far ahead an interview slot may be: within the next 12 months (issue 28 §6: year 9999 was accepted). */
export const INTERVIEW_HORIZON_DAYS = 365;

/** The export's file name: `passerelle-mes-donnees-2026-11-21.json` (the day in Europe/Paris). */
export function personalDataFileName(day: string): string {
  return `passerelle-mes-donnees-${day}.json`;
}

/**
 * How long a compliance document lasts when the candidate gives no expiry date (DECISIONS §6.4, §6.9): an URSSAF
 * attestation of vigilance is renewed every 6 months, a Kbis extract is accepted for 3 months, an RC Pro
 * attestation covers its year. Nobody has to type a date they do not know.
 */
export const DOCUMENT_DEFAULT_VALIDITY_MONTHS = { urssaf: 6, kbis: 3, rc_pro: 12 } as const;

/* Contracts signed on the platform (DECISIONS §6.5). */
/** A signing code lives 10 minutes and allows 5 tries; a new code voids the last. */
export const CONTRAT_CODE_TTL_MINUTES = 10;
export const CONTRAT_CODE_TRIES = 5;
/** Signing codes asked for from one address in 15 minutes (the route's throttle: a code is a mail). */
export const CONTRAT_CODE_REQUESTS_MAX = 10;
/** The public check takes a PDF of 5 MB at most. */
export const CONTRAT_VERIFY_MAX_BYTES = 5 * 1024 * 1024;
/** A purchase-order reference has 1 to 35 characters (EN 16931 BT-13 is an identifier; 35 is what UN/EDIFACT gives it). */
export const BON_COMMANDE_MAX = 35;
/** Forcing a mission to start without both signatures needs a reason of 10 characters at least. */
export const FORCE_MOTIF_MIN = 10;
