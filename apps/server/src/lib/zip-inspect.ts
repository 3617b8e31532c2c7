/**
 * A quick look at a ZIP archive (a .docx) without unpacking it (issue 9: zip bombs): the number of
 * entries and their total uncompressed size, read from the central directory.
 */
export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function inspectZip(data: Buffer): ZipSummary | null {
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
    return { entries: Number.POSITIVE_INFINITY, uncompressedBytes: Number.POSITIVE_INFINITY };
  if (offset + size > data.length) return null;
  let total = 0;
  let position = offset;
  for (let n = 0; n < entries; n++) {
    if (position + 46 > data.length || data.readUInt32LE(position) !== CENTRAL) return null;
    const uncompressed = data.readUInt32LE(position + 24);
    total += uncompressed === 0xffffffff ? Number.POSITIVE_INFINITY : uncompressed;
    position += 46 + data.readUInt16LE(position + 28) + data.readUInt16LE(position + 30) + data.readUInt16LE(position + 32);
  }
  return { entries, uncompressedBytes: total };
}

/** What a real CV never exceeds once unpacked. */
export const DOCX_LIMITS = { entries: 1000, uncompressedBytes: 50_000_000 };

export function isSafeDocx(data: Buffer): boolean {
  const summary = inspectZip(data);
  return summary !== null && summary.entries <= DOCX_LIMITS.entries && summary.uncompressedBytes <= DOCX_LIMITS.uncompressedBytes;
}
