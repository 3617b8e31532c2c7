import { normalizeTag } from './normalize.js';

/**
 * The tokenizer shared by skill extraction and by the vocabulary's alias index, so that an alias and the
 * text it is looked for in are cut the same way.
 *
 * A word keeps the symbols that tell skills apart: a leading dot (`.NET`), inner dots (`Node.js`,
 * `ASP.NET`, `S3.5`), a trailing `#` or run of `+` (`C#`, `F#`, `C++`, `Notepad++`) and an inner `&` between
 * letters (`R&D`, `AT&T`: one token that is no skill, so neither `R` nor `D` is read there). Everything else is
 * a one-character punctuation token: `/` (so `CI/CD`, `PL/SQL`, `SAP FI/CO` are three tokens that an alias of
 * three tokens matches, and `React/Angular` still lists two skills), `-`, `'` (curly quotes become straight),
 * `,`, `(`… and `\n` for a line break, which the context rules read.
 */

export type TokenKind = 'word' | 'punct';

export interface Token {
  kind: TokenKind;
  /** The text as written (a curly apostrophe already straightened). */
  text: string;
  /** normalizeTag(text): what aliases are compared with. */
  norm: string;
  start: number;
  end: number;
  /** Whitespace (or the start of the text) right before this token. */
  spaceBefore: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}

/** Straight quotes for the typographic ones French text is full of (`l’API`, `C’est`). */
const APOSTROPHES = /[\u2018\u2019\u02bc\u00b4`]/g;

export function tokenize(input: string): Token[] {
  const text = input.replace(APOSTROPHES, "'");
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  let spaceBefore = true;
  while (i < n) {
    const ch = text[i] as string;
    if (ch === '\n') {
      tokens.push({ kind: 'punct', text: '\n', norm: '\n', start: i, end: i + 1, spaceBefore });
      spaceBefore = true;
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      spaceBefore = true;
      i++;
      continue;
    }
    const leadingDot = ch === '.' && !isWordChar(text[i - 1]) && isLetter(text[i + 1]);
    if (isWordChar(ch) || leadingDot) {
      const start = i;
      i += leadingDot ? 1 : 0;
      while (i < n) {
        const c = text[i];
        if (isWordChar(c)) i++;
        else if (c === '.' && isWordChar(text[i + 1])) i++;
        else if (c === '&' && isLetter(text[i - 1]) && isLetter(text[i + 1])) i++;
        else break;
      }
      // `C#`, `F#` and `C++` end with their symbol only when nothing word-like follows it.
      if (text[i] === '#' && !isWordChar(text[i + 1])) i++;
      else if (text[i] === '+') {
        let j = i;
        while (text[j] === '+') j++;
        if (!isWordChar(text[j])) i = j;
      }
      const word = text.slice(start, i);
      tokens.push({ kind: 'word', text: word, norm: normalizeTag(word), start, end: i, spaceBefore });
    } else {
      tokens.push({ kind: 'punct', text: ch, norm: ch, start: i, end: i + 1, spaceBefore });
      i++;
    }
    spaceBefore = false;
  }
  return tokens;
}

/**
 * The key sequence an alias is indexed under: its tokens' normalised forms, hyphens left out so that
 * `React-Native`, `react native` and `React Native` meet. Line breaks never occur in an alias.
 */
export function aliasTokens(alias: string): string[] {
  return tokenize(alias)
    .filter((t) => t.text !== '-')
    .map((t) => t.norm);
}
