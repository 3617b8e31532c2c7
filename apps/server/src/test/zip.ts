import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP writer for the upload tests (a small .docx, a zip bomb). Sizes can be forged through
 * `declaredSize`, to build archives that claim less than they hold, and `aliases` makes entries that
 * overlap (several names for one compressed file).
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size written in both headers, instead of the real one (a lying archive). */
  declaredSize?: number;
  /** More central records, each with one of these names, pointing at this same local file (overlapping entries). */
  aliases?: string[];
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    // Overlapping entries (a zip bomb of David Fifield's kind): more central records, each with its own
    // name, all pointing at this one local file.
    for (const alias of entry.aliases ?? []) {
      const aliasName = Buffer.from(alias);
      const record = Buffer.from(central);
      record.writeUInt16LE(aliasName.length, 28);
      centrals.push(record, aliasName);
    }
    offset += local.length + name.length + compressed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const records = entries.reduce((n, entry) => n + 1 + (entry.aliases?.length ?? 0), 0);
  end.writeUInt16LE(records, 8);
  end.writeUInt16LE(records, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A Word document as file-type recognises one. */
export function docx(extra: ZipEntry[] = []): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from('<?xml version="1.0"?><w:document><w:body><w:p>CV</w:p></w:body></w:document>'),
    },
    ...extra,
  ]);
}
