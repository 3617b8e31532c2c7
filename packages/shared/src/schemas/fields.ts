import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SHORT_TEXT_MAX,
  TAG_MAX,
  TAGS_MAX,
  TJM_DECIMALS_MAX,
  TJM_INTEGER_DIGITS_MAX,
} from '../constants.js';
import { DATE_INCOMPLETE, isRealIsoDate } from '../dates.js';
import { MSG } from '../messages.js';
import { hasDuplicateTags } from '../normalize.js';

/** Field builders shared by every schema, so that a rule and its message exist once. */

export const tooLong = (max: number) => `Texte trop long ( max ${max} caractères ) !`;

/**
 * Control characters no text holds: C0 but tab and line breaks, DEL, C1 (issue 28 §6). A NUL is refused
 * before any schema (the server's JSON parser), these here, where the forms check them too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What a single line holds neither: tabs, line breaks, Unicode's line and paragraph separators. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export const isOneLine = (text: string) => !CONTROL.test(text) && !LINE_BREAK.test(text);
export const hasNoControl = (text: string) => !CONTROL.test(text);

/** The API answers these refusals `input.forbidden_characters` (plugins/app/errors.ts reads `params.code`). */
const FORBIDDEN = 'input.forbidden_characters';

/**
 * A single-line text: a name, a title, an address, a search. A line break in a name printed extra lines on
 * invoices and calendar invitations: every single-line field refuses line breaks and control characters.
 */
export function oneLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isOneLine, { error: MSG.oneLineOnly, params: { code: FORBIDDEN } });
}

/** A text of paragraphs (a description, a message, a reason): line breaks stay, other control characters do not. */
export function paragraphs<S extends z.ZodString>(schema: S): S {
  return schema.refine(hasNoControl, { error: MSG.controlCharacters, params: { code: FORBIDDEN } });
}

/**
 * What a mail client would show as a link: a scheme, `www.`, or a domain name. A person's name is printed in
 * the mails the platform sends (« Camille Martin vous invite… ») and must not carry one (issue 28 §6).
 */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\d-]+\.[a-z]{2,24}(?![\p{L}\d])/iu;
/** A company's name may be « Exemple.com »; it never holds a scheme or `www.`. */
const URL_START = /[a-z][a-z0-9+.-]*:\/\/|www\./i;

export const hasNoLink = (text: string) => !LINK.test(text);
export const hasNoUrl = (text: string) => !URL_START.test(text);

/** A trimmed text: `required` when missing or blank, `invalid` when shorter than `min`, at most `max`. */
const requiredString = (required: string, min: number, invalid: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(min, { error: invalid, abort: true })
    .max(max, { error: tooLong(max) });

/** A trimmed text of at most `max` characters, possibly empty. */
const boundedString = (max: number) =>
  z
    .string({ error: MSG.invalidInput })
    .trim()
    .max(max, { error: tooLong(max) });

/** A required single-line text: `required` when missing or blank, `invalid` when shorter than `min`. */
export function requiredText(required: string, min: number, invalid: string, max = SHORT_TEXT_MAX) {
  return oneLine(requiredString(required, min, invalid, max));
}

/** A required text of paragraphs (a description). */
export function requiredParagraphs(required: string, min: number, invalid: string, max: number) {
  return paragraphs(requiredString(required, min, invalid, max));
}

/** A person's name (nom, prénom): a required single-line text without a link. */
export function personName(required: string, min: number, invalid: string) {
  return requiredText(required, min, invalid).refine(hasNoLink, { error: MSG.nameWithLink });
}

/** An optional single-line text; empty strings are allowed and mean "none". */
export function optionalText(max: number) {
  return oneLine(boundedString(max)).nullish();
}

/** An optional text of paragraphs (a presentation, an observation); '' means "none". */
export function optionalParagraphs(max: number) {
  return paragraphs(boundedString(max)).nullish();
}

/** A search box's text: one line, possibly empty. */
export function searchText(max = SHORT_TEXT_MAX) {
  return oneLine(boundedString(max));
}

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: MSG.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: MSG.emailInvalid });

/** A new password: min 6 (SPEC §5), max 128. The common-password check is the server's. */
export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(PASSWORD_MIN, { error: MSG.passwordInvalid, abort: true })
  .max(PASSWORD_MAX, { error: MSG.passwordTooLong });

export const confirmPasswordField = z
  .string({ error: MSG.confirmPasswordRequired })
  .min(1, { error: MSG.confirmPasswordRequired });

/** A required calendar date, ISO `YYYY-MM-DD`, that exists. */
export function isoDate(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isRealIsoDate, { error: (issue) => (issue.input === DATE_INCOMPLETE ? MSG.dateIncomplete : MSG.dateInvalid) });
}

/** The largest id of an `integer` column (PostgreSQL int4): a larger one is no record, not a server error. */
export const ID_MAX = 2_147_483_647;

/** A database id: a positive integer, also accepted as a numeric string. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
  z
    .number({ error: MSG.invalidInput })
    .int({ error: MSG.invalidInput })
    .positive({ error: MSG.invalidInput })
    .max(ID_MAX, { error: MSG.invalidInput }),
);

export const idBody = z.object({ id: idField });

/** Turns '' and numeric strings from forms into numbers; leaves anything else for the number check. */
function toNumberInput(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(',', '.');
  return s === '' ? undefined : Number(s);
}

const INTEGER_AMOUNT_MAX = 10 ** TJM_INTEGER_DIGITS_MAX - 1;

/** A whole amount in euros of 1 to 9 digits (offer budget, candidate TJM: SPEC §5). */
export function integerAmount(required: string, notNumber: string) {
  return z.preprocess(
    toNumberInput,
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null ? required : notNumber) })
      .int({ error: MSG.tjmInvalid, abort: true })
      .min(1, { error: MSG.tjmInvalid })
      .max(INTEGER_AMOUNT_MAX, { error: MSG.tjmInvalid }),
  );
}

/**
 * An optional whole amount with the same rules (the freelancer's tjm_souhaite, DECISIONS §6.8): absent keeps
 * the stored value, null or an empty field clear it.
 */
export const optionalIntegerTjm = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    integerAmount(MSG.budgetRequired, MSG.tjmNotNumber).nullable(),
  )
  .optional();

const DECIMAL_AMOUNT_RE = new RegExp(`^\\d{1,${TJM_INTEGER_DIGITS_MAX}}(\\.\\d{1,${TJM_DECIMALS_MAX}})?$`);

/** A daily rate in euros with at most 3 decimals (request and mission forms: SPEC §5). */
export const decimalTjm = z.preprocess(
  toNumberInput,
  z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? MSG.budgetRequired : MSG.tjmDecimalNotNumber),
    })
    .positive({ error: MSG.tjmDecimalInvalid, abort: true })
    .refine((v) => DECIMAL_AMOUNT_RE.test(String(v)), { error: MSG.tjmDecimalInvalid }),
);

/**
 * An optional daily rate with the same rules (the freelancer's tjm_candidat, DECISIONS §6.5): absent, null or
 * an empty field mean « not given ».
 */
export const optionalDecimalTjm = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  decimalTjm.optional(),
);

/** A list of free tags (skills, technologies): no empty entry, no duplicate (normalised); may be empty. */
export function tagArray(duplicate: string, emptyEntry: string = MSG.invalidInput) {
  return z
    .array(
      oneLine(
        z
          .string({ error: MSG.invalidInput })
          .trim()
          .min(1, { error: emptyEntry })
          .max(TAG_MAX, { error: tooLong(TAG_MAX) }),
      ),
      {
        error: MSG.invalidInput,
      },
    )
    .max(TAGS_MAX, { error: `${TAGS_MAX} éléments au maximum !` })
    .refine((tags) => !hasDuplicateTags(tags), { error: duplicate });
}

/** A list of free tags with at least one entry. */
export function tagList(required: string, duplicate: string) {
  return z
    .array(
      oneLine(
        z
          .string({ error: required })
          .trim()
          .min(1, { error: required })
          .max(TAG_MAX, { error: tooLong(TAG_MAX) }),
      ),
      {
        error: required,
      },
    )
    .min(1, { error: required, abort: true })
    .max(TAGS_MAX, { error: `${TAGS_MAX} éléments au maximum !` })
    .refine((tags) => !hasDuplicateTags(tags), { error: duplicate });
}

/** A list of tags that may be empty (nice-to-have skills, DECISIONS §6.8): each tag as in tagList. */
export function optionalTagList(duplicate: string) {
  return z
    .array(
      oneLine(
        z
          .string({ error: MSG.invalidInput })
          .trim()
          .min(1, { error: MSG.invalidInput })
          .max(TAG_MAX, { error: tooLong(TAG_MAX) }),
      ),
      {
        error: MSG.invalidInput,
      },
    )
    .max(TAGS_MAX, { error: `${TAGS_MAX} éléments au maximum !` })
    .refine((tags) => !hasDuplicateTags(tags), { error: duplicate });
}

/** Adds "end not before start" to an object holding date_debut and date_fin (null: still going on). */
export function endNotBeforeStart<T extends { date_debut: string; date_fin: string | null }>(value: T): boolean {
  return value.date_fin === null || value.date_fin >= value.date_debut;
}
export const endNotBeforeStartIssue = { path: ['date_fin'], error: MSG.endBeforeStart };
