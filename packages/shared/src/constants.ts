/** Business constants of SPEC.md §9 and DECISIONS.md, defined once for the server and the web app. */

/** Request header that carries the session token (SPEC §6), raw, without "Bearer". */
export const TOKEN_HEADER = 'sb-tkn';

/** Photo and CV size limit, in bytes (SPEC §9, DECISIONS §4). */
export const PHOTO_MAX_BYTES = 2_000_000;
export const CV_MAX_BYTES = 2_000_000;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PASSWORD_MIN = 6;
/** Upper bound that keeps argon2 hashing cheap and refuses absurd inputs. */
export const PASSWORD_MAX = 128;
export const PHONE_MIN = 8;
export const NAME_MIN = 3;
export const COMPANY_NAME_MIN = 2;
export const SECTOR_MIN = 4;
export const DESCRIPTION_MIN = 10;
export const OFFER_TITLE_MIN = 3;

/** Upper bounds on free text: a form never needs more, and the server refuses more. */
export const SHORT_TEXT_MAX = 120;
export const LONG_TEXT_MAX = 5_000;
export const DESCRIPTION_MAX = 20_000;
export const EMAIL_MAX = 254;
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
} as const;

/** Session lifetime (DECISIONS §2). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A candidate with no activity for this many years is listed as inactive to the staff (RGPD retention). */
export const INACTIVITY_YEARS = 2;

/** What an erased account (RGPD) shows in place of its names, in the business records it stays party to. */
export const ERASED_ACCOUNT_LABEL = 'Compte supprimé';

/** Name under which the staff team appears in the chat (SPEC §2). */
export const STAFF_TEAM_NAME = "L'équipe Passerelle";
