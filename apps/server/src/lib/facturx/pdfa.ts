import { createHash } from 'node:crypto';
import { AFRelationship, type PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { XMLBuilder } from 'fast-xml-parser';
import sharp from 'sharp';

/**
 * What makes a drawn PDF a Factur-X PDF/A-3b (ISO 19005-3, Factur-X 1.0 §6): `factur-x.xml` embedded with
 * AFRelationship Data and listed in the catalog's /AF; XMP metadata (uncompressed, as PDF/A wants) that says
 * PDF/A-3B and carries the Factur-X extension schema and its four properties, and agrees with the Info
 * dictionary; an sRGB output intent for the page's DeviceRGB colours; a document /ID. Fonts are embedded by
 * canvas.ts. Everything is derived from the invoice and its issue instant: the same invoice gives the same file.
 */

export const FACTURX_FILENAME = 'factur-x.xml';
const FX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** The issue instant: creation and modification dates of the file. */
  createdAt: Date;
}

const CREATOR = 'Passerelle (Factur-X EN 16931)';
const PRODUCER = 'Passerelle with @cantoo/pdf-lib';

/**
 * The sRGB ICC profile of the output intent: the one libvips builds in (sRGB, ICC v4.2, monitor class,
 * licence CC0), read once through sharp, which the server already uses for images: an npm package, no
 * download, no file of ours.
 */
let srgbProfile: Promise<Uint8Array> | undefined;
export function srgbIccProfile(): Promise<Uint8Array> {
  srgbProfile ??= (async () => {
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .withIccProfile('srgb')
      .png()
      .toBuffer();
    const { icc } = await sharp(pixel).metadata();
    if (icc?.subarray(16, 20).toString('latin1') !== 'RGB ') throw new Error('no sRGB profile from sharp');
    return new Uint8Array(icc);
  })();
  return srgbProfile;
}

const xmpBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: ' ' });
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const alt = (text: string) => ({ 'rdf:Alt': { 'rdf:li': { '@xml:lang': 'x-default', '#text': text } } });
const fxProperty = (name: string, description: string) => ({
  '@rdf:parseType': 'Resource',
  'pdfaProperty:name': name,
  'pdfaProperty:valueType': 'Text',
  'pdfaProperty:category': 'external',
  'pdfaProperty:description': description,
});

/** The XMP packet (ISO 16684-1) of a Factur-X EN 16931 PDF/A-3B. */
export function facturxXmp(info: DocumentInfo): string {
  const description = (ns: Record<string, string>, body: Record<string, unknown>) => ({
    '@rdf:about': '',
    ...Object.fromEntries(Object.entries(ns).map(([prefix, uri]) => [`@xmlns:${prefix}`, uri])),
    ...body,
  });
  const body = xmpBuilder.build({
    'x:xmpmeta': {
      '@xmlns:x': 'adobe:ns:meta/',
      'rdf:RDF': {
        '@xmlns:rdf': 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
        'rdf:Description': [
          description({ pdfaid: 'http://www.aiim.org/pdfa/ns/id/' }, { 'pdfaid:part': '3', 'pdfaid:conformance': 'B' }),
          description(
            { dc: 'http://purl.org/dc/elements/1.1/' },
            {
              'dc:format': 'application/pdf',
              'dc:title': alt(info.title),
              'dc:creator': { 'rdf:Seq': { 'rdf:li': info.author } },
              'dc:description': alt(info.subject),
            },
          ),
          description(
            { pdf: 'http://ns.adobe.com/pdf/1.3/' },
            { 'pdf:Producer': PRODUCER, 'pdf:Keywords': info.keywords.join(' ') },
          ),
          description(
            { xmp: 'http://ns.adobe.com/xap/1.0/' },
            {
              'xmp:CreatorTool': CREATOR,
              'xmp:CreateDate': xmpDate(info.createdAt),
              'xmp:ModifyDate': xmpDate(info.createdAt),
              'xmp:MetadataDate': xmpDate(info.createdAt),
            },
          ),
          // PDF/A accepts a property outside its predefined schemas only when the packet describes its schema.
          description(
            {
              pdfaExtension: 'http://www.aiim.org/pdfa/ns/extension/',
              pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
              pdfaProperty: 'http://www.aiim.org/pdfa/ns/property#',
            },
            {
              'pdfaExtension:schemas': {
                'rdf:Bag': {
                  'rdf:li': {
                    '@rdf:parseType': 'Resource',
                    'pdfaSchema:schema': 'Factur-X PDFA Extension Schema',
                    'pdfaSchema:namespaceURI': FX_NS,
                    'pdfaSchema:prefix': 'fx',
                    'pdfaSchema:property': {
                      'rdf:Seq': {
                        'rdf:li': [
                          fxProperty('DocumentFileName', 'The name of the embedded XML document'),
                          fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'),
                          fxProperty('Version', 'The actual version of the standard applying to the embedded XML document'),
                          fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document'),
                        ],
                      },
                    },
                  },
                },
              },
            },
          ),
          description(
            { fx: FX_NS },
            {
              'fx:DocumentType': 'INVOICE',
              'fx:DocumentFileName': FACTURX_FILENAME,
              'fx:Version': '1.0',
              'fx:ConformanceLevel': 'EN 16931',
            },
          ),
        ],
      },
    },
  }) as string;
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n${body}<?xpacket end="w"?>`;
}

/** Turns the drawn `pdf` into the Factur-X PDF/A-3b carrying `xml`, and saves it. */
export async function saveAsFacturx(pdf: PDFDocument, xml: string, info: DocumentInfo): Promise<Uint8Array> {
  const xmlBytes = new TextEncoder().encode(xml);
  await pdf.attach(xmlBytes, FACTURX_FILENAME, {
    mimeType: 'text/xml',
    description: 'Factur-X : facture structurée (EN 16931, CII D16B)',
    creationDate: info.createdAt,
    modificationDate: info.createdAt,
    afRelationship: AFRelationship.Data,
  });

  // The Info dictionary, which PDF/A wants equal to the XMP.
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  pdf.setKeywords(info.keywords);
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(info.createdAt);
  pdf.setModificationDate(info.createdAt);
  pdf.setLanguage('fr-FR');

  const { context, catalog } = pdf;
  const metadata = context.stream(new TextEncoder().encode(facturxXmp(info)), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const profile = await srgbIccProfile();
  const profileRef = context.register(context.flateStream(profile, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profileRef,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));

  // The file identifier: the same for the same content (a digest of the XML and the title).
  const id = createHash('sha256').update(xml).update(info.title).digest('hex').slice(0, 32);
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);

  return pdf.save({ useObjectStreams: false });
}
