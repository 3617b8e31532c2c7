import { createHash } from 'node:crypto';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { type ContratType, formatIsoDate } from '@passerelle/shared';
import { parsedFontkit } from '../../lib/facturx/fonts.js';
import { A4, PageCanvas } from '../../lib/facturx/index.js';
import { frenchEuros } from '../../lib/facturx/money.js';

/**
 * The contracts' PDFs (DECISIONS §6.5), drawn with the invoices' canvas and embedded Inter fonts
 * (lib/facturx): the original of each contract, and the signed one = the original's pages untouched plus a
 * « Certificat de signature » page. French text, A4, page numbers.
 */

const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);
const BRAND = rgb(0.12, 0.24, 0.53);
const BAND = rgb(0.93, 0.95, 0.98);
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 64;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Euros as French writes them, from exact decimal text (lib/facturx/money.ts). */
const euros = frenchEuros;

export interface ContractParty {
  name: string;
  lines: string[];
}

export interface ContractFacts {
  missionId: number;
  platform: ContractParty;
  client: ContractParty & { company: string };
  freelancer: { prenom: string; nom: string; titre: string };
  dateDebut: string;
  dateFin: string;
  tjm: string;
  tjmCandidat: string;
  delaiPaiement: number;
  tauxPenalites: string;
  delaiValidationCra: number;
  /** The client's purchase-order reference, when set. */
  bonCommande: string | null;
  /** When the document is drawn (its date). */
  drawnAt: Date;
}

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A text flow over as many A4 pages as it needs. */
class Flow {
  readonly pages: PageCanvas[] = [];
  private y = 0;

  constructor(private readonly title: string) {
    this.newPage();
  }

  private get canvas(): PageCanvas {
    const page = this.pages.at(-1);
    if (!page) throw new Error('no page');
    return page;
  }

  private newPage() {
    this.pages.push(new PageCanvas(INK));
    this.canvas.text('PASSERELLE', MARGIN, A4[1] - 48, { size: 9, bold: true, color: BRAND });
    this.canvas.textRight(this.title, A4[0] - MARGIN, A4[1] - 48, { size: 9, color: MUTED });
    this.y = A4[1] - 84;
  }

  private room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  heading(text: string, size = 11) {
    this.room(size + 24);
    this.y -= 8;
    this.canvas.text(text, MARGIN, this.y, { size, bold: true, color: BRAND });
    this.y -= size + 8;
  }

  title1(text: string, subtitle: string) {
    this.canvas.rect(MARGIN - 8, this.y - 44, WIDTH + 16, 64, BAND);
    this.canvas.text(text, MARGIN, this.y, { size: 17, bold: true, color: BRAND });
    this.canvas.text(subtitle, MARGIN, this.y - 26, { size: 10, color: MUTED });
    this.y -= 72;
  }

  paragraph(text: string, style: { bold?: boolean; size?: number } = {}) {
    const size = style.size ?? 9.5;
    for (const line of this.canvas.wrap(text, WIDTH, { size, bold: style.bold })) {
      this.room(size + 4);
      this.canvas.text(line, MARGIN, this.y, { size, bold: style.bold });
      this.y -= size + 4.5;
    }
    this.y -= 4;
  }

  parties(left: ContractParty & { heading: string }, right: ContractParty & { heading: string }) {
    const column = WIDTH / 2 - 8;
    const draw = (party: ContractParty & { heading: string }, x: number) => {
      let y = this.y;
      this.canvas.text(party.heading.toUpperCase(), x, y, { size: 8, bold: true, color: MUTED });
      y -= 16;
      for (const [i, raw] of [party.name, ...party.lines].entries()) {
        for (const line of this.canvas.wrap(raw, column, { size: 9.5, bold: i === 0 })) {
          this.canvas.text(line, x, y, { size: 9.5, bold: i === 0 });
          y -= 13.5;
        }
      }
      return y;
    };
    this.room(110);
    const end = Math.min(draw(left, MARGIN), draw(right, MARGIN + WIDTH / 2 + 8));
    this.y = end - 10;
  }

  facts(rows: [string, string][]) {
    for (const [label, value] of rows) {
      const lines = this.canvas.wrap(value, WIDTH - 170, { size: 9.5 });
      this.room(lines.length * 14 + 4);
      this.canvas.text(label, MARGIN, this.y, { size: 9.5, color: MUTED });
      for (const [i, line] of lines.entries())
        this.canvas.text(line, MARGIN + 170, this.y - i * 14, { size: 9.5, bold: i === 0 });
      this.y -= lines.length * 14 + 4;
    }
    this.y -= 6;
  }

  sections(sections: Section[]) {
    for (const section of sections) {
      this.heading(section.heading, 10.5);
      for (const p of section.paragraphs) this.paragraph(p);
    }
  }

  /** Page numbers, once every page is known. */
  number() {
    for (const [i, page] of this.pages.entries()) {
      page.textRight(`Page ${i + 1} sur ${this.pages.length}`, A4[0] - MARGIN, 36, { size: 8, color: MUTED });
    }
  }
}

const period = (f: ContractFacts) => `du ${formatIsoDate(f.dateDebut)} au ${formatIsoDate(f.dateFin)}`;
const person = (f: ContractFacts) => `${f.freelancer.prenom} ${f.freelancer.nom}`.trim();
const percent = (rate: string) => `${rate.replace('.', ',')} %`;

function purchaseOrder(f: ContractFacts): Flow {
  const flow = new Flow(`Bon de commande — mission n° ${f.missionId}`);
  flow.title1('BON DE COMMANDE', `Mission n° ${f.missionId} · établi le ${formatIsoDate(f.drawnAt.toISOString().slice(0, 10))}`);
  flow.parties({ heading: 'Le prestataire', ...f.platform }, { heading: 'Le client', ...f.client });
  flow.heading('La prestation commandée');
  flow.facts([
    ['Consultant', `${person(f)}, ${f.freelancer.titre}`],
    ['Période', period(f)],
    ['Prix', `${euros(f.tjm)} HT par jour travaillé (TJM)`],
    [
      'Lieu et télétravail',
      'Selon l’offre de mission et l’organisation convenue avec le client ; le télétravail est possible lorsque le client l’accepte.',
    ],
    ['Référence de commande', f.bonCommande ?? 'Non communiquée'],
  ]);
  flow.sections([
    {
      heading: '1. Objet',
      paragraphs: [
        `Le client commande au prestataire une prestation réalisée par ${person(f)} (${f.freelancer.titre}), qui exerce en indépendant, ${period(f)}.`,
      ],
    },
    {
      heading: '2. Activité et facturation',
      paragraphs: [
        'Le consultant déclare chaque mois les jours travaillés dans un compte rendu d’activité (CRA) sur la plateforme. Le client le valide ou le refuse avec un motif ; faute de réponse, le CRA est validé automatiquement ' +
          `${f.delaiValidationCra} jours ouvrés après sa soumission.`,
        'Chaque CRA validé donne lieu à une facture : nombre de jours × TJM, TVA au taux en vigueur.',
      ],
    },
    {
      heading: '3. Paiement',
      paragraphs: [
        `Les factures sont payables à ${f.delaiPaiement} jours à compter de leur date d’émission, par virement. Tout retard entraîne des pénalités au taux annuel de ${percent(f.tauxPenalites)} et une indemnité forfaitaire de 40 € pour frais de recouvrement (Code de commerce, art. L441-10).`,
      ],
    },
    {
      heading: '4. Signature',
      paragraphs: [
        'Le présent bon de commande est signé électroniquement sur la plateforme par un membre habilité du client (signature électronique simple, règlement eIDAS, art. 25). Le certificat de signature est joint au document signé.',
      ],
    },
  ]);
  return flow;
}

function serviceContract(f: ContractFacts): Flow {
  const flow = new Flow(`Contrat de prestation — mission n° ${f.missionId}`);
  flow.title1(
    'CONTRAT DE PRESTATION DE SERVICES',
    `Mission n° ${f.missionId} · établi le ${formatIsoDate(f.drawnAt.toISOString().slice(0, 10))}`,
  );
  flow.parties(
    { heading: 'La plateforme', ...f.platform },
    { heading: 'Le prestataire indépendant', name: person(f), lines: [f.freelancer.titre] },
  );
  flow.heading('La mission');
  flow.facts([
    ['Client final', f.client.company],
    ['Période', period(f)],
    ['Rémunération', `${euros(f.tjmCandidat)} HT par jour travaillé`],
  ]);
  flow.sections([
    {
      heading: '1. Objet',
      paragraphs: [
        `La plateforme confie au prestataire, qui l’accepte, une mission (${f.freelancer.titre}) auprès de ${f.client.company}, ${period(f)}.`,
      ],
    },
    {
      heading: '2. Compte rendu d’activité mensuel',
      paragraphs: [
        'Chaque mois, le prestataire déclare sur la plateforme les jours et demi-journées travaillés (CRA) et le soumet au client. Seuls les jours d’un CRA validé sont rémunérés.',
      ],
    },
    {
      heading: '3. Rémunération et mandat d’autofacturation',
      paragraphs: [
        `Le prestataire est rémunéré ${euros(f.tjmCandidat)} HT par jour travaillé. Il donne mandat à la plateforme d’émettre en son nom et pour son compte les factures correspondant à chaque CRA validé (autofacturation, CGI art. 289-I-2) ; il dispose d’un délai pour contester une facture ainsi émise, faute de quoi elle est réputée acceptée.`,
      ],
    },
    {
      heading: '4. Indépendance',
      paragraphs: [
        'Le prestataire exerce en toute indépendance : il organise librement son travail, sans lien de subordination avec la plateforme ni avec le client ; il n’est tenu à aucune exclusivité et reste libre d’accepter ou de refuser toute mission.',
        'Il déclare être en règle de ses obligations sociales et fiscales et fournit sur la plateforme les attestations exigées (devoir de vigilance, Code du travail, art. L8222-1).',
      ],
    },
    {
      heading: '5. Signature',
      paragraphs: [
        'Le présent contrat est signé électroniquement sur la plateforme (signature électronique simple, règlement eIDAS, art. 25). Le certificat de signature est joint au document signé.',
      ],
    },
  ]);
  return flow;
}

async function save(pdf: PDFDocument, title: string, at: Date): Promise<Uint8Array> {
  pdf.setTitle(title);
  pdf.setAuthor('Passerelle');
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  return pdf.save({ useObjectStreams: false });
}

/** The original PDF of a contract. */
export async function drawContract(type: ContratType, facts: ContractFacts): Promise<Uint8Array> {
  const flow = type === 'bon_commande' ? purchaseOrder(facts) : serviceContract(facts);
  flow.number();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(parsedFontkit);
  for (const canvas of flow.pages) await canvas.drawOn(pdf, pdf.addPage(A4));
  const title = type === 'bon_commande' ? 'Bon de commande' : 'Contrat de prestation de services';
  return save(pdf, `${title} — mission n° ${facts.missionId}`, facts.drawnAt);
}

export interface SignatureProof {
  nom: string;
  prenom: string;
  email: string;
  at: Date;
  ip: string;
  userAgent: string;
  originalSha256: string;
}

/** The signed PDF: the original's pages, untouched, and the « Certificat de signature » page. */
export async function signContract(original: Uint8Array, proof: SignatureProof): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  pdf.registerFontkit(parsedFontkit);
  const canvas = new PageCanvas(INK);
  let y = A4[1] - 84;
  canvas.text('PASSERELLE', MARGIN, A4[1] - 48, { size: 9, bold: true, color: BRAND });
  canvas.rect(MARGIN - 8, y - 44, WIDTH + 16, 64, BAND);
  canvas.text('CERTIFICAT DE SIGNATURE', MARGIN, y, { size: 17, bold: true, color: BRAND });
  canvas.text('Signature électronique simple (règlement eIDAS, art. 25)', MARGIN, y - 26, { size: 10, color: MUTED });
  y -= 84;
  const utc = `${proof.at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;
  const rows: [string, string][] = [
    ['Signataire', `${proof.prenom} ${proof.nom}`.trim()],
    ['E-mail', proof.email],
    ['Date et heure', utc],
    ['Adresse IP', proof.ip],
    ['Navigateur', proof.userAgent || 'Non communiqué'],
    [
      'Méthode',
      'Code à usage unique envoyé par e-mail au signataire, saisi sur la plateforme avec l’acceptation explicite du document',
    ],
    ['Empreinte du document', `SHA-256 du document original : ${proof.originalSha256}`],
  ];
  for (const [label, value] of rows) {
    const lines = canvas.wrap(value, WIDTH - 150, { size: 9.5 }).flatMap((line) =>
      // A hash or a user agent has no space to break at: cut it by width.
      canvas.width(line, { size: 9.5 }) > WIDTH - 150 ? (line.match(/.{1,48}/g) ?? [line]) : [line],
    );
    canvas.text(label, MARGIN, y, { size: 9.5, color: MUTED });
    for (const [i, line] of lines.entries()) {
      canvas.text(line, MARGIN + 150, y - i * 14, { size: 9.5, bold: i === 0 && label === 'Signataire' });
    }
    y -= lines.length * 14 + 8;
  }
  y -= 10;
  for (const line of canvas.wrap(
    'Le signataire a reçu par e-mail un code à six chiffres valable dix minutes, l’a saisi sur la plateforme et a coché la case d’acceptation du document. Les pages qui précèdent sont le document original, inchangé ; son empreinte ci-dessus permet de le vérifier. Ce document signé peut être vérifié par quiconque sur la page « Vérifier un contrat » de Passerelle.',
    WIDTH,
    { size: 9.5 },
  )) {
    canvas.text(line, MARGIN, y, { size: 9.5 });
    y -= 14;
  }
  await canvas.drawOn(pdf, pdf.addPage(A4));
  return pdf.save({ useObjectStreams: false });
}
