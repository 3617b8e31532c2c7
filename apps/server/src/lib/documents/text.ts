import { fileTypeFromBuffer } from 'file-type';
import { isSafeDocx } from '../zip-inspect.js';

/**
 * The text of an uploaded document (DECISIONS §6.1: a brief or a CV as a file), for the skill reader.
 * PDF through unpdf (PDF.js, pure JavaScript, no native build), DOCX through mammoth, TXT decoded here.
 * Nothing readable (a scanned PDF, an image-only DOCX, a broken or encrypted file) gives '', which the
 * caller answers with « Aucun texte lisible dans ce fichier ».
 *
 * The work is bounded so that a hostile file costs little: at most MAX_PAGES pages are read, reading
 * stops at the characters asked for (MAX_TEXT_LENGTH at most) or after TIME_BUDGET_MS between pages, a DOCX is
 * checked for a zip bomb before it is opened, and PDF.js runs without `eval` or fonts. The server calls this in
 * a worker thread only (reader.ts: heap limits, a memory budget, a deadline that holds within a page too).
 */

export type DocumentKind = 'pdf' | 'docx' | 'txt';

type Readers = { getDocumentProxy: typeof import('unpdf').getDocumentProxy; mammoth: typeof import('mammoth') };
let readers: Promise<Readers> | undefined;
/**
 * PDF.js and mammoth, loaded by the worker before it says it is ready (reader-worker.ts), never on the server's
 * thread, which only asks documentKind (issue 34: they weighed on the idle server's memory).
 */
export function loadReaders(): Promise<Readers> {
  readers ??= Promise.all([import('unpdf'), import('mammoth')]).then(([unpdf, mammoth]) => ({
    getDocumentProxy: unpdf.getDocumentProxy,
    mammoth: mammoth.default,
  }));
  return readers;
}

export const MAX_TEXT_LENGTH = 200_000;
export const MAX_PAGES = 50;
export const TIME_BUDGET_MS = 3_000;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a file is, by its content (never its name or announced type): a PDF, a DOCX, or text (no signature
 * file-type knows, and bytes a text editor writes: no NUL outside UTF-16, few control characters); null for
 * anything else (an image, another archive, a Word 97 file, random bytes).
 */
export async function documentKind(buffer: Buffer): Promise<DocumentKind | null> {
  // A UTF-16 byte order mark first: file-type would take FF FE for an MPEG audio frame.
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) return 'txt';
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.mime === 'application/pdf') return 'pdf';
  if (detected?.mime === DOCX_MIME) return 'docx';
  if (detected) return null;
  return looksLikeText(buffer) ? 'txt' : null;
}

function looksLikeText(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) control += 1;
  }
  return control <= head.length / 100;
}

/** The text of a document, at most `maxChars` characters (reading stops there when it can); '' when none. */
export async function extractText(buffer: Buffer, kind: DocumentKind, maxChars = MAX_TEXT_LENGTH): Promise<string> {
  return (await documentText(buffer, kind, maxChars)) ?? '';
}

/** As extractText, but null for a DOCX that would unpack to far more than a document (a zip bomb). */
export async function documentText(buffer: Buffer, kind: DocumentKind, maxChars = MAX_TEXT_LENGTH): Promise<string | null> {
  const limit = Math.min(maxChars, MAX_TEXT_LENGTH);
  let text: string;
  switch (kind) {
    case 'pdf':
      text = await pdfText(buffer, limit);
      break;
    case 'docx':
      // The archive's own directory says how much it unpacks to: a bomb is refused before mammoth inflates it.
      if (!isSafeDocx(buffer)) return null;
      text = await docxText(buffer);
      break;
    case 'txt':
      text = decodeText(buffer);
      break;
  }
  return tidy(text, limit);
}

async function pdfText(buffer: Buffer, maxChars: number): Promise<string> {
  const started = performance.now();
  const { getDocumentProxy } = await loadReaders();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: PDF.js may transfer (detach) the bytes it is given, and the caller keeps its buffer.
    pdf = await getDocumentProxy(new Uint8Array(buffer), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch {
    return ''; // not a PDF PDF.js can open (broken, encrypted)
  }
  try {
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(pdf.numPages, MAX_PAGES);
    for (let n = 1; n <= last && length < maxChars; n++) {
      if (performance.now() - started > TIME_BUDGET_MS) break;
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let pageText = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        pageText += item.str;
        pageText += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ';
      }
      page.cleanup();
      pages.push(pageText);
      length += pageText.length;
    }
    return pages.join('\n');
  } catch {
    return '';
  } finally {
    await pdf.destroy();
  }
}

async function docxText(buffer: Buffer): Promise<string> {
  try {
    const { mammoth } = await loadReaders();
    const result = await mammoth.extractRawText({ buffer });
    return result.value;
  } catch {
    return '';
  }
}

/**
 * TXT: UTF-8 (with or without its BOM), UTF-16 with a BOM, and otherwise Windows-1252, what a text file
 * saved by an older Windows editor holds (« é » as a single 0xE9 byte is not valid UTF-8).
 */
export function decodeText(buffer: Buffer): string {
  const bytes = buffer.subarray(0, MAX_TEXT_LENGTH * 4);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252 is Latin-1 except for 0x80–0x9F (`€`, `œ`, `’`, `…`…). Node 20's TextDecoder, asked for
 * 'windows-1252', answers Latin-1 there (0x80 gives U+0080), so those 32 bytes are mapped here.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

/** Line ends unified, control characters (NUL…) dropped, at most `maxChars` characters. */
function tidy(text: string, maxChars: number): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .slice(0, maxChars);
  return clean.trim() === '' ? '' : clean;
}
