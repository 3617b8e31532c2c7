import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementFileError } from './errors.js';

/**
 * Untrusted XML in, a plain tree out, with every hostile-file defence in front of the parser (docs/payments.md):
 *   1. the size is checked on the bytes, before anything is decoded (DECISIONS §6.7: ≤ 5 MB);
 *   2. the bytes are decoded strictly (UTF-8, or the Latin-1 family when the declaration names it), and the
 *      control characters XML 1.0 forbids are refused: a UTF-16 file cannot slip a DOCTYPE past step 3;
 *   3. any DOCTYPE or ENTITY declaration is refused outright: no external entity is ever resolved (XXE) and no
 *      internal one is ever declared, so none can be expanded (billion laughs); fast-xml-parser never fetches
 *      anything either, but we do not rely on its limits;
 *   4. well-formedness is checked (fast-xml-parser's validator: its parser alone is lenient with mismatched tags);
 *   5. the parser decodes the five predefined entities and character references, nothing else (an unknown
 *      entity is an error, not text), keeps every value as text (no number parsing: "000123" stays "000123") and refuses nesting deeper than 100.
 */

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters XML 1.0 forbids is the point
const XML_FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const DECLARATION_RE = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
const DOCTYPE_RE = /<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;
const LATIN_1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);

/** The five entities XML predefines: the only names a statement may use. */
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE_RE = /&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|([A-Za-z_][\w.-]*));/g;

const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/**
 * fast-xml-parser's entity decoder, replaced (its `entityDecoder` option) by one that knows the five predefined
 * entities and character references, and nothing else: a declared or unknown entity is an error, never text.
 */
const xmlEntityDecoder = {
  setExternalEntities: () => {},
  addInputEntities: (entities: Record<string, string>) => {
    if (Object.keys(entities).length > 0) throw new StatementFileError('doctype', 'entity declarations');
  },
  reset: () => {},
  setXmlVersion: () => {},
  decode: (text: string): string =>
    text.includes('&')
      ? text.replace(REFERENCE_RE, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
          if (name !== undefined) {
            const value = XML_ENTITIES[name];
            if (value === undefined) throw new StatementFileError('malformed', `undeclared entity ${whole}`);
            return value;
          }
          const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
          if (!isXmlChar(code)) throw new StatementFileError('malformed', `character reference ${whole}`);
          return String.fromCodePoint(code);
        })
      : text,
};

export type XmlNode = Record<string, unknown>;

/** Bytes → text, refusing what is too large or not text an ISO 20022 file may hold. */
export function decodeXml(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (bytes > MAX_STATEMENT_BYTES) {
    throw new StatementFileError('too_large', `${bytes} bytes, more than ${MAX_STATEMENT_BYTES}`);
  }
  // The declaration is ASCII in every encoding we accept: read it from the first bytes.
  const head = typeof input === 'string' ? input.slice(0, 200) : new TextDecoder('latin1').decode(input.subarray(0, 200));
  const declared = DECLARATION_RE.exec(head.replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, ''))?.[1]?.toLowerCase() ?? 'utf-8';
  const label = declared === 'utf-8' || declared === 'utf8' ? 'utf-8' : LATIN_1.has(declared) ? 'windows-1252' : null;
  if (!label) throw new StatementFileError('encoding', `declared encoding ${declared}`);
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    try {
      text = new TextDecoder(label, { fatal: true }).decode(input);
    } catch {
      throw new StatementFileError('encoding', `bytes that are not ${label}`);
    }
  }
  text = text.replace(/^\uFEFF/, '');
  const forbidden = XML_FORBIDDEN_CHARS.exec(text);
  if (forbidden) {
    throw new StatementFileError(
      'encoding',
      `character U+${forbidden[0].charCodeAt(0).toString(16).padStart(4, '0')} at ${forbidden.index}`,
    );
  }
  const doctype = DOCTYPE_RE.exec(text);
  if (doctype) throw new StatementFileError('doctype', `${doctype[0]} at ${doctype.index}`);
  return text;
}

export interface ParsedXml {
  /** The root element's name as written, prefix included ("Document", "ns2:Document"). */
  rootName: string;
  /** The root element's namespace URI, or null when it has none. */
  rootNamespace: string | null;
  /** The root element, with prefixes removed from element names; attributes as `@name`, text as `#text`. */
  root: XmlNode;
}

/** Parses decoded, checked text (decodeXml) into a tree: elements named without their prefix, values as text. */
export function parseXml(text: string, isArray: ReadonlySet<string>): ParsedXml {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new StatementFileError('malformed', `${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  }
  let rootName: string | null = null;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    entityDecoder: xmlEntityDecoder,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: 100,
    // Callbacks get the tag name only: no path string is built for every element.
    jPath: false,
    // Prefixes go from element names (ISO 20022 files come with and without one); xmlns attributes stay, so
    // that the root's namespace can be checked.
    transformTagName: (name) => {
      rootName ??= name;
      const colon = name.indexOf(':');
      return colon === -1 ? name : name.slice(colon + 1);
    },
    isArray: (name) => isArray.has(name),
  });
  let tree: XmlNode;
  try {
    tree = parser.parse(text) as XmlNode;
  } catch (error) {
    if (error instanceof StatementFileError) throw error;
    throw new StatementFileError('malformed', error instanceof Error ? error.message : String(error));
  }
  const written = rootName as string | null;
  const entries = Object.entries(tree);
  if (!written || entries.length !== 1) throw new StatementFileError('malformed', 'not exactly one root element');
  const [, root] = entries[0] as [string, unknown];
  const rootNode = typeof root === 'object' && root !== null ? (root as XmlNode) : {};
  const colon = written.indexOf(':');
  const nsAttribute = colon === -1 ? '@xmlns' : `@xmlns:${written.slice(0, colon)}`;
  const ns = rootNode[nsAttribute];
  return { rootName: written, rootNamespace: typeof ns === 'string' ? ns : null, root: rootNode };
}

// ── Reading the tree ──

/** The element(s) under `name`, always as a list. */
export function many(node: unknown, name: string): XmlNode[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as XmlNode)[name];
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'object' && item !== null ? (item as XmlNode) : { '#text': String(item) }));
}

/** The first element at a path of names, or undefined. */
export function at(node: unknown, ...path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined = typeof node === 'object' && node !== null ? (node as XmlNode) : undefined;
  for (const name of path) {
    current = current ? many(current, name)[0] : undefined;
  }
  return current;
}

/** The text of the element at a path (trimmed), or null when absent or empty. */
export function textAt(node: unknown, ...path: string[]): string | null {
  const found = at(node, ...path);
  const text = found?.['#text'];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** Every text of the (repeatable) last element of a path: the lines of `RmtInf/Ustrd`. */
export function textsAt(node: unknown, ...path: string[]): string[] {
  const last = path.at(-1) as string;
  const parent = path.length > 1 ? at(node, ...path.slice(0, -1)) : (node as XmlNode);
  return many(parent, last)
    .map((item) => (typeof item['#text'] === 'string' ? item['#text'].trim() : ''))
    .filter((text) => text !== '');
}
