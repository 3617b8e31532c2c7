import { Inflate } from 'fflate';

/**
 * A look at a ZIP archive (a .docx) before it is stored (issue 9: zip bombs; issue 16 §3): the number
 * of entries and the bytes they really unpack to. The sizes an archive declares are never trusted: each
 * entry is inflated (fflate's streaming Inflate), in small steps, counting what comes out, and the count
 * stops as soon as it passes the bound. Nothing unpacked is kept.
 *
 * The entries are those of the central directory, the list a reader such as Word follows, each inflated
 * from the local file it points at: so overlapping entries (several names for one compressed file) are
 * each counted, as a reader would unpack each. Why this reads the central directory itself: yauzl (which
 * does the same) only answers through callbacks while `isSafeDocx` is synchronous for its caller, and
 * fflate's own readers trust the declared sizes (`unzipSync` allocates and truncates to them) or walk
 * the local headers in sequence (`Unzip`), which misses overlapping entries.
 */
/** The count stops at the first bound passed: that figure is POSITIVE_INFINITY, the other what was counted so far. */
export interface ZipSummary {
  entries: number;
  /** What the entries unpack to; POSITIVE_INFINITY once past the bound it was measured against. */
  uncompressedBytes: number;
  /** What the largest XML part unpacks to; POSITIVE_INFINITY once past its bound. */
  largestPart: number;
}

/**
 * What a real CV or job description never exceeds once unpacked: the whole archive (images included), and
 * each XML part, which mammoth parses into memory at about 50 MB of heap and 0.45 s per MB (issue 28: a
 * 38.5 MB document.xml in a 113 KB file cost 20–31 s and 2.6 GB). A long, richly formatted Word document's
 * document.xml holds 1–2 MB; a CV's, some 100 KB.
 */
export const DOCX_LIMITS = { entries: 1000, uncompressedBytes: 50_000_000, partBytes: 3_000_000 };

/**
 * Whether an entry is XML (what mammoth parses) is read from its first bytes, never from its name: the main
 * document is wherever `_rels/.rels` points, under any name. XML opens with `<`, after a byte order mark or
 * blanks; an image or a font never does.
 */
type PartKind = 'unknown' | 'xml' | 'other';

function kindOf(chunk: Uint8Array, kind: PartKind): PartKind {
  if (kind !== 'unknown') return kind;
  for (const byte of chunk) {
    if (byte === 0xef || byte === 0xbb || byte === 0xbf || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d)
      continue;
    return byte === 0x3c ? 'xml' : 'other';
  }
  return 'unknown';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time: deflate expands at most about 1,032 times, so one
 * step produces 4 MB at most before the count is checked.
 */
const STEP = 4 * 1024;

class OverLimit extends Error {}

/**
 * Entries and real unpacked size of `data`; null when it is not a ZIP archive this can read (no end
 * record, an entry outside the archive, corrupt compressed data, encryption, a method other than stored
 * or deflate). `maxBytes` bounds the work: past it, uncompressedBytes is POSITIVE_INFINITY.
 */
export function inspectZip(
  data: Buffer,
  maxBytes: number = DOCX_LIMITS.uncompressedBytes,
  maxPartBytes: number = DOCX_LIMITS.partBytes,
): ZipSummary | null {
  // The end-of-central-directory record sits in the last 22 + 65,535 bytes.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= floor; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  // ZIP64 markers: too large for a CV in any case.
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff)
    return {
      entries: Number.POSITIVE_INFINITY,
      uncompressedBytes: Number.POSITIVE_INFINITY,
      largestPart: Number.POSITIVE_INFINITY,
    };
  if (offset + size > data.length) return null;

  let total = 0;
  let part = 0;
  let partKind: PartKind = 'unknown';
  let largestPart = 0;
  const count = (chunk: Uint8Array) => {
    total += chunk.length;
    part += chunk.length;
    partKind = kindOf(chunk, partKind);
    if (total > maxBytes) throw new OverLimit();
    if (partKind !== 'other' && part > maxPartBytes) throw new OverLimit('part');
  };
  let position = offset;
  try {
    for (let n = 0; n < entries; n++) {
      if (position + 46 > data.length || data.readUInt32LE(position) !== CENTRAL) return null;
      const flags = data.readUInt16LE(position + 8);
      const method = data.readUInt16LE(position + 10);
      const compressedSize = data.readUInt32LE(position + 20);
      const localOffset = data.readUInt32LE(position + 42);
      position += 46 + data.readUInt16LE(position + 28) + data.readUInt16LE(position + 30) + data.readUInt16LE(position + 32);
      // Encrypted entries cannot be measured; a CV has none.
      if (flags & 1) return null;
      const content = entryData(data, localOffset, compressedSize);
      if (!content) return null;
      part = 0;
      partKind = 'unknown';
      if (method === STORED) count(content);
      else if (method === DEFLATED) inflateCounting(content, count);
      else return null;
      // (`count` changed partKind: TypeScript cannot see it through the callback.)
      if ((partKind as PartKind) !== 'other') largestPart = Math.max(largestPart, part);
    }
  } catch (error) {
    if (error instanceof OverLimit) {
      const partOver = error.message === 'part';
      return {
        entries,
        uncompressedBytes: partOver ? total : Number.POSITIVE_INFINITY,
        largestPart: partOver ? Number.POSITIVE_INFINITY : largestPart,
      };
    }
    // fflate's errors: invalid or truncated compressed data.
    return null;
  }
  return { entries, uncompressedBytes: total, largestPart };
}

/** The compressed bytes of the entry whose local header is at `localOffset`, or null when they are not all inside `data`. */
function entryData(data: Buffer, localOffset: number, compressedSize: number): Buffer | null {
  if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL) return null;
  const start = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
  if (start + compressedSize > data.length) return null;
  return data.subarray(start, start + compressedSize);
}

/** Inflates `compressed` step by step, reporting each piece to `count` (which throws to stop). */
function inflateCounting(compressed: Buffer, count: (chunk: Uint8Array) => void): void {
  const inflater = new Inflate((chunk) => count(chunk));
  if (compressed.length === 0) {
    inflater.push(new Uint8Array(0), true);
    return;
  }
  for (let at = 0; at < compressed.length; at += STEP) {
    inflater.push(compressed.subarray(at, at + STEP), at + STEP >= compressed.length);
  }
}

export function isSafeDocx(data: Buffer): boolean {
  const summary = inspectZip(data);
  return (
    summary !== null &&
    summary.entries <= DOCX_LIMITS.entries &&
    summary.uncompressedBytes <= DOCX_LIMITS.uncompressedBytes &&
    summary.largestPart <= DOCX_LIMITS.partBytes
  );
}
