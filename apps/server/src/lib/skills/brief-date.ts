/**
 * The start date a job description gives (DECISIONS §6.1): numeric dates are dd/MM/yyyy (`15/01/2027`,
 * `15-01-2027`, `15.01.2027`), ISO dates are read too, French months are written (« 15 janvier 2027 »,
 * « janvier 2027 » → the 1st), English ones too ("January 15, 2027", "15 January 2027").
 *
 * A date counts only when the words before it, in the same clause, say it is a start (« démarrage »,
 * « début », « à partir du », « dès le », "start", "from"); the nearest keyword wins, so « du 15/01/2027 au
 * 30/06/2027 » starts on the 15th and « fin de mission le 30/06/2027 » or « jusqu'au … » is never a start.
 * « ASAP », « dès que possible », « immédiat » mean today. The first start in the text wins.
 */

const FRENCH_MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

const ENGLISH_MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const FR = Object.keys(FRENCH_MONTHS).join('|');
const EN = Object.keys(ENGLISH_MONTHS).join('|');

interface FoundDate {
  at: number;
  end: number;
  iso: string;
}

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A numbered group of a match, as a number (NaN when absent, which no calendar date accepts). */
function num(m: RegExpMatchArray, group: number): number {
  return Number(m[group] ?? Number.NaN);
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/** The next time `month/day` comes, today included (a date without a year). */
function nextOccurrence(today: string, month: number, day: number): string | null {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const thisYear = month > tm || (month === tm && day >= td);
  return iso(thisYear ? ty : ty + 1, month, day);
}

/** Every date the text writes, with its position in `text` (lower case, accents removed, same length). */
function findDates(text: string, today: string): FoundDate[] {
  const found: FoundDate[] = [];
  const push = (at: number, length: number, value: string | null) => {
    if (value && !found.some((f) => at < f.end && f.at < at + length)) found.push({ at, end: at + length, iso: value });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) push(m.index, m[0].length, iso(num(m, 1), num(m, 2), num(m, 3)));
  for (const m of text.matchAll(/\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g))
    push(m.index, m[0].length, iso(fullYear(m[4] ?? ''), num(m, 3), num(m, 1)));
  for (const m of text.matchAll(new RegExp(`\\b(1er|\\d{1,2})\\s+(${FR})(?:\\s+(\\d{4}))?\\b`, 'g'))) {
    const day = m[1] === '1er' ? 1 : num(m, 1);
    const month = FRENCH_MONTHS[m[2] ?? ''] as number;
    push(m.index, m[0].length, m[3] ? iso(+m[3], month, day) : nextOccurrence(today, month, day));
  }
  for (const m of text.matchAll(new RegExp(`\\b(${EN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g')))
    push(m.index, m[0].length, iso(num(m, 3), ENGLISH_MONTHS[m[1] ?? ''] as number, num(m, 2)));
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${EN})\\.?,?\\s+(\\d{4})\\b`, 'g')))
    push(m.index, m[0].length, iso(num(m, 3), ENGLISH_MONTHS[m[2] ?? ''] as number, num(m, 1)));
  // « janvier 2027 », "January 2027": the first of the month.
  // « début janvier 2027 », « fin janvier 2027 » too: the word belongs to the date, not to the clause.
  for (const m of text.matchAll(
    new RegExp(`\\b(?:(?:debut|courant|fin|mi-?|early|mid-?|late)\\s*)?(${FR}|${EN})\\s+(\\d{4})\\b`, 'g'),
  )) {
    const month = FRENCH_MONTHS[m[1] ?? ''] ?? ENGLISH_MONTHS[m[1] ?? ''];
    if (month) push(m.index, m[0].length, iso(num(m, 2), month, 1));
  }
  // « dès le 15/01 », « démarrage le 3 mars »: no year, so only right after a start word (a « 24/7 » is no date).
  for (const m of text.matchAll(
    /(?:demarrage|debut|des le|a partir du|a compter du|prise de (?:poste|fonctions?)|start(?:ing)?(?: on)?)(?:\s+(?:prevue?|souhaitee?))?\s*(?:le\s+|au\s+|:\s*)?(\d{1,2})\/(\d{1,2})\b(?!\/)/g,
  )) {
    const at = m.index + m[0].length - (m[1] ?? '').length - (m[2] ?? '').length - 1;
    push(at, (m[1] ?? '').length + (m[2] ?? '').length + 1, nextOccurrence(today, num(m, 2), num(m, 1)));
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The words that make the date right after them a start, whatever they hold: « démarrage au », « démarrage prévu
 * le », « démarrage au plus tard le », « prise de poste au », « date de démarrage : », « à compter du », « dès le ».
 * Their « au » or « au plus tard » is no end (the nearest-keyword rule below would read it as one).
 */
const START_PHRASE = new RegExp(
  '(?:(?:demarrage|demarrer|debut|prise de (?:poste|fonctions?)|entree en (?:poste|fonctions?)|a pourvoir|disponibilite|disponible)' +
    '(?:\\s+(?:prevue?|souhaitee?|envisagee?|effective|imperative?|ideale(?:ment)?))?\\s*:?\\s*' +
    '(?:(?:le|au|du|au plus tard le|au plus tard|a partir du|a compter du|des le|a la date du)\\s*)?' +
    '|(?:^|[\\s,(])(?:a partir du|a compter du|des le))\\s*$',
);

/** Whether the words before a date (same clause) call it a start, an end, or neither. */
function classify(before: string): 'start' | 'end' | 'other' {
  const clause = before.split(/[.;\n!?]/).pop() ?? '';
  const tail = clause.slice(-60);
  if (START_PHRASE.test(tail)) return 'start';
  // Nearest keyword wins: the last start word against the last end word of the tail.
  const startAt = lastIndexOfAny(tail, START_KEYS);
  const endAt = lastIndexOfAny(tail, END_KEYS);
  if (startAt < 0 && endAt < 0) return 'other';
  return startAt > endAt ? 'start' : 'end';
}

const START_KEYS = [
  'demarrage',
  'demarrer',
  'demarre',
  'debut',
  'commence',
  'a partir d',
  'a compter d',
  'des le ',
  'prise de poste',
  'prise de fonction',
  'disponibilite',
  'disponible',
  'dispo',
  'a pourvoir',
  'kick-off',
  'kickoff',
  'kicks off',
  'kick off',
  'onboarding',
  'start',
  'begin',
  'commencing',
  'from ',
  ' du ',
];
const END_KEYS = [
  'fin ',
  'fin:',
  'fin de',
  "jusqu'",
  'jusque',
  'until',
  'till ',
  ' end',
  'ending',
  ' au ',
  ' to ',
  'avant le',
  'before',
  'deadline',
  'date limite',
  'candidature',
  'postuler',
  'apply',
  'publie',
  'posted',
  'echeance',
  'expir',
  'livraison',
  'au plus tard',
];

function lastIndexOfAny(text: string, keys: readonly string[]): number {
  let best = -1;
  for (const key of keys) {
    const at = text.lastIndexOf(key);
    if (at > best) best = at;
  }
  return best;
}

const ASAP =
  /\b(asap|des que possible|au plus vite|au plus tot|immediat|immediate|immediatement|immediately|as soon as possible)\b/g;

/** Lower case, accents removed, apostrophes straightened: same length as the input, so positions hold. */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) out += ch.toLowerCase();
    else if (ch === '\u2018' || ch === '\u2019' || ch === '\u02bc') out += "'";
    else {
      const folded = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      out += folded.length === ch.length ? folded : ch;
    }
  }
  return out;
}

export function readStartDate(text: string, today: string): string | null {
  const folded = foldForSearch(text);
  const candidates: { at: number; iso: string }[] = [];
  for (const date of findDates(folded, today)) {
    if (classify(folded.slice(Math.max(0, date.at - 80), date.at)) === 'start') candidates.push(date);
  }
  for (const m of folded.matchAll(ASAP)) candidates.push({ at: m.index, iso: today });
  candidates.sort((a, b) => a.at - b.at);
  return candidates[0]?.iso ?? null;
}
