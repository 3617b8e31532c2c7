import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { XMLParser } from 'fast-xml-parser';

/**
 * What can be checked of a Factur-X PDF/A-3b without veraPDF (not packaged for Debian): the structure the
 * standards require, read back from the saved bytes with pdf-lib's object parser. Used by the tests and by
 * scripts/check-facturx.sh. Answers the problems found (empty: none) and the facts read.
 */

export interface PdfaReport {
  problems: string[];
  /** The XMP's properties (prefix:name → text). */
  xmp: Record<string, string>;
  fonts: string[];
  attachment?: { name: string; relationship: string; subtype: string };
}

const nameOf = (value: unknown) => (value instanceof PDFName ? value.decodeText() : undefined);
const textOf = (value: unknown) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

function streamBytes(stream: unknown): Uint8Array | undefined {
  return stream instanceof PDFRawStream ? stream.contents : undefined;
}

/** Every leaf property of the XMP packet's rdf:Descriptions, flattened. */
function xmpProperties(xmp: string): Record<string, string> {
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xmp);
  const out: Record<string, string> = {};
  const walk = (node: unknown, key: string) => {
    if (node === null || node === undefined) return;
    if (typeof node !== 'object') {
      if (!key.includes('@') && !(key in out))
        out[
          key
            .split('/')
            .filter((k) => !k.startsWith('rdf:'))
            .pop() ?? key
        ] = String(node);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        walk(n, `${key}/${i}`);
      });
      return;
    }
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === '#text') walk(v, key);
      else walk(v, `${key}/${k}`);
    }
  };
  walk(parsed, '');
  return out;
}

export async function inspectPdfA(bytes: Uint8Array): Promise<PdfaReport> {
  const problems: string[] = [];
  const head = Buffer.from(bytes.subarray(0, 20));
  if (!head.toString('latin1').startsWith('%PDF-1.7\n%')) problems.push('header: %PDF-1.7 then a comment line');
  if (![...head.subarray(10, 14)].every((b) => b >= 128)) problems.push('header: 4 binary bytes in the second line');

  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context, catalog } = pdf;
  const lookup = (value: unknown) =>
    value && typeof value === 'object' && 'objectNumber' in value ? context.lookup(value as PDFRef) : value;
  if (context.trailerInfo.Encrypt) problems.push('encrypted');
  const id = lookup(context.trailerInfo.ID);
  if (!(id instanceof PDFArray) || id.size() !== 2) problems.push('trailer: no /ID of two strings');

  // XMP.
  const metadata = lookup(catalog.get(PDFName.of('Metadata')));
  let xmp: Record<string, string> = {};
  if (!(metadata instanceof PDFStream)) problems.push('no /Metadata stream');
  else {
    if (metadata.dict.get(PDFName.of('Filter'))) problems.push('metadata stream is filtered');
    if (nameOf(metadata.dict.get(PDFName.of('Subtype'))) !== 'XML') problems.push('metadata stream: /Subtype /XML');
    xmp = xmpProperties(new TextDecoder().decode(streamBytes(metadata)));
  }
  const expected: Record<string, string> = {
    'pdfaid:part': '3',
    'pdfaid:conformance': 'B',
    'fx:DocumentType': 'INVOICE',
    'fx:DocumentFileName': 'factur-x.xml',
    'fx:Version': '1.0',
    'fx:ConformanceLevel': 'EN 16931',
    'pdfaSchema:namespaceURI': 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
    'pdfaSchema:prefix': 'fx',
  };
  for (const [key, value] of Object.entries(expected))
    if (xmp[key] !== value) problems.push(`XMP ${key} is ${xmp[key]}, not ${value}`);
  // The Info dictionary says what the XMP says (ISO 19005-3 §6.6.2.3).
  const info = lookup(context.trailerInfo.Info);
  if (info instanceof PDFDict) {
    const pairs: [string, string][] = [
      ['Title', 'dc:title'],
      ['Author', 'dc:creator'],
      ['Subject', 'dc:description'],
      ['Producer', 'pdf:Producer'],
      ['Creator', 'xmp:CreatorTool'],
      ['Keywords', 'pdf:Keywords'],
    ];
    for (const [key, property] of pairs)
      if (textOf(info.get(PDFName.of(key))) !== xmp[property]) problems.push(`Info /${key} differs from XMP ${property}`);
  } else problems.push('no Info dictionary');

  // Output intent.
  const intents = lookup(catalog.get(PDFName.of('OutputIntents')));
  const intent = intents instanceof PDFArray ? lookup(intents.get(0)) : undefined;
  if (!(intent instanceof PDFDict) || nameOf(intent.get(PDFName.of('S'))) !== 'GTS_PDFA1')
    problems.push('no GTS_PDFA1 output intent');
  else {
    const profile = lookup(intent.get(PDFName.of('DestOutputProfile')));
    if (!(profile instanceof PDFStream) || String(profile.dict.get(PDFName.of('N'))) !== '3')
      problems.push('output intent: no RGB ICC profile');
  }

  // The embedded XML: in /AF, AFRelationship /Data, named factur-x.xml, text/xml.
  const af = lookup(catalog.get(PDFName.of('AF')));
  const spec = af instanceof PDFArray ? lookup(af.get(0)) : undefined;
  let attachment: PdfaReport['attachment'];
  if (!(spec instanceof PDFDict)) problems.push('no /AF file specification');
  else {
    const ef = lookup(spec.get(PDFName.of('EF')));
    const file = ef instanceof PDFDict ? lookup(ef.get(PDFName.of('F'))) : undefined;
    attachment = {
      name: textOf(spec.get(PDFName.of('UF'))) ?? '',
      relationship: nameOf(spec.get(PDFName.of('AFRelationship'))) ?? '',
      subtype: file instanceof PDFStream ? (nameOf(file.dict.get(PDFName.of('Subtype'))) ?? '') : '',
    };
    if (textOf(spec.get(PDFName.of('F'))) !== 'factur-x.xml' || attachment.name !== 'factur-x.xml')
      problems.push('attachment not named factur-x.xml');
    if (attachment.relationship !== 'Data') problems.push('AFRelationship is not Data');
    if (attachment.subtype !== 'text/xml') problems.push('embedded file subtype is not text/xml');
    const params = file instanceof PDFStream ? lookup(file.dict.get(PDFName.of('Params'))) : undefined;
    if (!(params instanceof PDFDict) || !params.get(PDFName.of('ModDate')))
      problems.push('embedded file without /Params /ModDate');
  }

  // Fonts: every font the pages use is embedded (no standard 14 font).
  const fonts: string[] = [];
  for (const page of pdf.getPages()) {
    const resources = lookup(page.node.get(PDFName.of('Resources')));
    const fontDict = resources instanceof PDFDict ? lookup(resources.get(PDFName.of('Font'))) : undefined;
    const annots = lookup(page.node.get(PDFName.of('Annots')));
    if (annots instanceof PDFArray && annots.size() > 0) problems.push('a page has annotations');
    if (!(fontDict instanceof PDFDict)) continue;
    for (const ref of fontDict.values()) {
      const font = lookup(ref) as PDFDict;
      const descendants = lookup(font.get(PDFName.of('DescendantFonts')));
      const cid = descendants instanceof PDFArray ? (lookup(descendants.get(0)) as PDFDict) : font;
      const descriptor = lookup(cid.get(PDFName.of('FontDescriptor')));
      const name = nameOf(font.get(PDFName.of('BaseFont'))) ?? '?';
      if (fonts.includes(name)) continue;
      fonts.push(name);
      const embedded =
        descriptor instanceof PDFDict && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(PDFName.of(k)));
      if (!embedded) problems.push(`font ${name} is not embedded`);
      if (nameOf(cid.get(PDFName.of('Subtype'))) === 'CIDFontType2' && !cid.get(PDFName.of('CIDToGIDMap')))
        problems.push(`font ${name} has no CIDToGIDMap`);
    }
  }
  if (fonts.length === 0) problems.push('no font found on the pages');
  if (
    catalog.get(PDFName.of('Names')) &&
    lookup(lookup(catalog.get(PDFName.of('Names'))) as PDFDict)
      ?.toString()
      .includes('JavaScript')
  )
    problems.push('document JavaScript');
  return { problems, xmp, fonts, attachment };
}
