import { CV_MAX_BYTES, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordWithHugeBody } from '../test/documents.js';
import { makeUser } from '../test/factories.js';
import { uploadFile } from '../test/multipart.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { docx } from '../test/zip.js';
import { DOCX_LIMITS, inspectZip, isSafeDocx } from './zip-inspect.js';

/**
 * The .docx check (issue 9 §3, issue 16 §3): what an archive unpacks to is measured by unpacking it,
 * within a bound, never read from the sizes it declares.
 */
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const zeros = (bytes: number) => Buffer.alloc(bytes);

/** 100 MB of zeros that both headers declare as 1 KB: about 100 KB once compressed. */
const lyingBomb = () => docx([{ name: 'word/media/image1.png', data: zeros(100_000_000), declaredSize: 1024 }]);
/** One compressed file of 5 MB named 30 times in the central directory: 150 MB for a reader that opens each name. */
const overlappingBomb = () =>
  docx([
    {
      name: 'word/media/image0.png',
      data: zeros(5_000_000),
      declaredSize: 1024,
      aliases: Array.from({ length: 29 }, (_, i) => `word/media/image${i + 1}.png`),
    },
  ]);

describe('inspectZip', () => {
  it('counts the entries and the bytes they really unpack to', () => {
    const text = Buffer.from('<w:p>Développeur TypeScript</w:p>'.repeat(200));
    const archive = docx([{ name: 'word/extra.xml', data: text }]);
    const summary = inspectZip(archive);
    expect(summary?.entries).toBe(3);
    const parts = docx();
    expect(summary?.uncompressedBytes).toBe((inspectZip(parts)?.uncompressedBytes ?? 0) + text.length);
    expect(isSafeDocx(archive)).toBe(true);
  });

  it('an archive whose headers claim small sizes is measured by what it unpacks to', () => {
    const bomb = lyingBomb();
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    const started = performance.now();
    expect(inspectZip(bomb)?.uncompressedBytes).toBeGreaterThan(DOCX_LIMITS.uncompressedBytes);
    expect(isSafeDocx(bomb)).toBe(false);
    // Bounded: it stops soon after the limit, it does not unpack the 100 MB.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('overlapping entries (several names for one compressed file) are each counted', () => {
    const bomb = overlappingBomb();
    expect(bomb.length).toBeLessThan(CV_MAX_BYTES);
    expect(inspectZip(bomb)?.entries).toBe(32);
    expect(isSafeDocx(bomb)).toBe(false);
  });

  it('refuses what it cannot unpack: corrupt data, an entry outside the archive, no end record', () => {
    const good = docx();
    const corrupt = Buffer.from(good);
    // The first entry's compressed data, after its 30-byte header and its name.
    corrupt.fill(0xff, 30 + '[Content_Types].xml'.length, 30 + '[Content_Types].xml'.length + 40);
    expect(inspectZip(corrupt)).toBeNull();
    expect(isSafeDocx(corrupt)).toBe(false);
    expect(inspectZip(good.subarray(0, good.length - 10))).toBeNull();
    expect(inspectZip(Buffer.from('pas une archive'))).toBeNull();
    const outside = Buffer.from(good);
    const end = outside.length - 22;
    const central = outside.readUInt32LE(end + 16);
    outside.writeUInt32LE(10_000_000, central + 42);
    expect(inspectZip(outside)).toBeNull();
  });

  it('caps each XML part the reader parses (issue 28: a 38.5 MB document.xml cost 20–31 s and 2.6 GB)', () => {
    const huge = wordWithHugeBody(38.5);
    expect(huge.length).toBeLessThan(200_000);
    const started = performance.now();
    const summary = inspectZip(huge);
    expect(summary?.largestPart).toBe(Number.POSITIVE_INFINITY);
    expect(isSafeDocx(huge)).toBe(false);
    // It stops at the part's bound, far before the 38.5 MB.
    expect(performance.now() - started).toBeLessThan(2000);
    // Just under the bound, the part is read; media are bounded by the whole archive only.
    const under = wordWithHugeBody((DOCX_LIMITS.partBytes - 2000) / 1_000_000);
    expect(inspectZip(under)?.largestPart).toBeLessThanOrEqual(DOCX_LIMITS.partBytes);
    expect(isSafeDocx(under)).toBe(true);
    const bitmap = Buffer.concat([Buffer.from('BM'), zeros(DOCX_LIMITS.partBytes * 2)]);
    expect(isSafeDocx(docx([{ name: 'word/media/image1.bmp', data: bitmap }]))).toBe(true);
    // XML is known by its content, not its name (the main document is wherever _rels/.rels points).
    const disguised = Buffer.concat([Buffer.from('\ufeff  <w:document>'), Buffer.alloc(DOCX_LIMITS.partBytes, 0x20)]);
    expect(isSafeDocx(docx([{ name: 'word/media/corps.bin', data: disguised }]))).toBe(false);
  });

  it('still refuses too many entries', () => {
    const many = docx(
      Array.from({ length: DOCX_LIMITS.entries + 1 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('<x/>') })),
    );
    expect(isSafeDocx(many)).toBe(false);
  });
});

describe('a CV upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('a zip bomb whose headers lie about its sizes is refused (415), a real .docx accepted', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    for (const bomb of [lyingBomb(), overlappingBomb()]) {
      const res = await uploadFile(t.app, '/api/upload/cv', candidate.token, bomb, 'cv.docx', DOCX_MIME);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG.cvWrongType);
    }
    expect((await uploadFile(t.app, '/api/upload/cv', candidate.token, docx(), 'cv.docx', DOCX_MIME)).statusCode).toBe(200);
  });
});
