import { describe, expect, it } from 'vitest';
import { pdfWithText, wordWithText } from '../../test/documents.js';
import { docx, zip } from '../../test/zip.js';
import { decodeText, documentKind, extractText, MAX_PAGES, MAX_TEXT_LENGTH } from './text.js';

const pdf = pdfWithText;
const wordDocument = wordWithText;

describe('documentKind: by content, never by name', () => {
  it('recognises a PDF, a DOCX and text in UTF-8, Windows-1252 or UTF-16', async () => {
    expect(await documentKind(await pdf([['Bonjour']]))).toBe('pdf');
    expect(await documentKind(wordDocument(['Bonjour']))).toBe('docx');
    expect(await documentKind(Buffer.from('Développeur React\nDémarrage ASAP'))).toBe('txt');
    expect(await documentKind(Buffer.from('Développeur confirmé', 'latin1'))).toBe('txt');
    expect(await documentKind(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Java', 'utf16le')]))).toBe('txt');
  });

  it('refuses everything else: an image, another archive, a Word 97 file, random bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await documentKind(png)).toBeNull();
    expect(await documentKind(zip([{ name: 'a.txt', data: Buffer.from('a') }]))).toBeNull();
    expect(await documentKind(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]))).toBeNull();
    expect(await documentKind(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)))).toBeNull();
  });
});

describe('extractText', () => {
  it('reads the text of a PDF, accents included, page after page', async () => {
    const file = await pdf([['Développeur React et Node.js', 'Démarrage le 15/01/2027'], ['Page deux : Kubernetes']]);
    const text = await extractText(file, 'pdf');
    expect(text).toContain('Développeur React et Node.js');
    expect(text).toContain('Démarrage le 15/01/2027');
    expect(text.indexOf('Kubernetes')).toBeGreaterThan(text.indexOf('Démarrage'));
  });

  it("answers '' for a PDF with no text (a scan) and for a file that is no PDF", async () => {
    expect(await extractText(await pdf([[], []]), 'pdf')).toBe('');
    expect(await extractText(Buffer.from('%PDF-1.7 this is not really a pdf'), 'pdf')).toBe('');
    expect(await extractText(Buffer.alloc(0), 'pdf')).toBe('');
  });

  it('reads no more than MAX_PAGES pages', async () => {
    const pages = Array.from({ length: MAX_PAGES + 5 }, (_, i) => [`page-${i + 1}`]);
    const text = await extractText(await pdf(pages), 'pdf');
    expect(text).toContain(`page-${MAX_PAGES}`);
    expect(text).not.toContain(`page-${MAX_PAGES + 1}`);
  });

  it('reads the paragraphs of a DOCX', async () => {
    const file = wordDocument(['Chef de projet SAP FI/CO', 'Anglais courant, démarrage ASAP']);
    const text = await extractText(file, 'docx');
    expect(text).toContain('Chef de projet SAP FI/CO');
    expect(text).toContain('Anglais courant, démarrage ASAP');
  });

  it("answers '' for a DOCX that is no archive or that claims to unpack to too much", async () => {
    expect(await extractText(Buffer.from('not a zip'), 'docx')).toBe('');
    // The upload tests' minimal Word file has no WordprocessingML run: nothing readable in it.
    expect(await extractText(docx(), 'docx')).toBe('');
    const many = Array.from({ length: 1_001 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('x') }));
    expect(await extractText(zip(many), 'docx')).toBe('');
  });

  it('decodes TXT as UTF-8, with a BOM, as UTF-16, or as Windows-1252', async () => {
    expect(await extractText(Buffer.from('Développeur Java\r\nSenior', 'utf8'), 'txt')).toBe('Développeur Java\nSenior');
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('évolution', 'utf8')]))).toBe('évolution');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('été', 'utf16le')]))).toBe('été');
    expect(decodeText(Buffer.from([0x44, 0xe9, 0x62, 0x75, 0x74, 0x20, 0x80]))).toBe('Début €');
  });

  it('cuts the text at MAX_TEXT_LENGTH and drops control characters', async () => {
    const long = await extractText(Buffer.from('a'.repeat(MAX_TEXT_LENGTH + 10)), 'txt');
    expect(long.length).toBe(MAX_TEXT_LENGTH);
    expect(await extractText(Buffer.from('Java\u0000Script'), 'txt')).toBe('JavaScript');
    expect(await extractText(Buffer.from('  \n\t '), 'txt')).toBe('');
  });
});
