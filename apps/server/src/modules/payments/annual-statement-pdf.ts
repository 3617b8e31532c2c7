import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { formatCentsDecimal, formatIsoDate, monthLabel } from '@passerelle/shared';
import { parsedFontkit } from '../../lib/facturx/fonts.js';
import { A4, PageCanvas } from '../../lib/facturx/index.js';
import { frenchEuros } from '../../lib/facturx/money.js';

/**
 * The freelancer's annual statement (DECISIONS §6.7, CGI art. 242 bis): the gross amounts the platform paid it in a
 * year, by month and by invoice, and what it must do with them (tax and social declarations), with the official
 * sites. Drawn with the invoices' canvas and fonts (lib/facturx), loaded at the first statement asked for.
 */

const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);
const BRAND = rgb(0.12, 0.24, 0.53);
const BAND = rgb(0.93, 0.95, 0.98);
const RULE = rgb(0.82, 0.85, 0.9);
const MARGIN = 48;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 64;

export interface AnnualStatementFacts {
  annee: number;
  platform: { name: string; siren: string; address: string };
  freelancer: { name: string; raisonSociale: string | null; siret: string | null; address: string | null };
  lines: {
    numero: string;
    mois: string;
    client: string;
    verseLe: string;
    htCents: number;
    tvaCents: number;
    montantCents: number;
  }[];
  drawnOn: string;
}

const euros = (cents: number) => frenchEuros(formatCentsDecimal(cents));

class Pages {
  readonly pages: PageCanvas[] = [];
  y = 0;
  constructor(private readonly title: string) {
    this.add();
  }
  get canvas(): PageCanvas {
    const page = this.pages.at(-1);
    if (!page) throw new Error('no page');
    return page;
  }
  add() {
    this.pages.push(new PageCanvas(INK));
    this.canvas.text('PASSERELLE', MARGIN, A4[1] - 40, { size: 9, bold: true, color: BRAND });
    this.canvas.textRight(this.title, A4[0] - MARGIN, A4[1] - 40, { size: 9, color: MUTED });
    this.y = A4[1] - 76;
  }
  room(height: number) {
    if (this.y - height < BOTTOM) this.add();
  }
  heading(text: string) {
    this.room(40);
    this.y -= 8;
    this.canvas.text(text, MARGIN, this.y, { size: 11.5, bold: true, color: BRAND });
    this.y -= 18;
  }
  paragraph(text: string, style: { bold?: boolean; size?: number; color?: ReturnType<typeof rgb> } = {}) {
    const size = style.size ?? 9.5;
    for (const line of this.canvas.wrap(text, WIDTH, { size, bold: style.bold })) {
      this.room(size + 4);
      this.canvas.text(line, MARGIN, this.y, { size, bold: style.bold, color: style.color });
      this.y -= size + 4.5;
    }
    this.y -= 4;
  }
  /** A table: the columns' widths and alignment, a header row, then rows (each cell one line, cut to fit). */
  table(columns: { label: string; width: number; right?: boolean }[], rows: { cells: string[]; bold?: boolean }[]) {
    const header = () => {
      this.room(40);
      this.canvas.rect(MARGIN, this.y - 5, WIDTH, 17, BAND);
      this.row(
        columns,
        columns.map((c) => c.label),
        true,
        MUTED,
      );
    };
    header();
    for (const row of rows) {
      if (this.y - 16 < BOTTOM) {
        this.add();
        header();
      }
      this.row(columns, row.cells, row.bold ?? false, INK);
      this.canvas.rect(MARGIN, this.y + 10, WIDTH, 0.5, RULE);
    }
    this.y -= 8;
  }
  private row(columns: { width: number; right?: boolean }[], cells: string[], bold: boolean, color: ReturnType<typeof rgb>) {
    let x = MARGIN + 4;
    for (const [i, column] of columns.entries()) {
      const style = { size: 8.5, bold, color };
      let text = cells[i] ?? '';
      while (text.length > 1 && this.canvas.width(text, style) > column.width - 8) text = `${text.slice(0, -2)}…`;
      if (column.right) this.canvas.textRight(text, x + column.width - 8, this.y, style);
      else this.canvas.text(text, x, this.y, style);
      x += column.width;
    }
    this.y -= 16;
  }
}

export async function drawAnnualStatement(f: AnnualStatementFacts): Promise<Uint8Array> {
  const title = `Relevé annuel ${f.annee}`;
  const doc = new Pages(`${title} — ${f.freelancer.name}`);
  const c = doc.canvas;
  c.rect(MARGIN - 8, doc.y - 46, WIDTH + 16, 66, BAND);
  c.text(`RELEVÉ ANNUEL DES SOMMES VERSÉES — ${f.annee}`, MARGIN, doc.y, { size: 15, bold: true, color: BRAND });
  c.text(`Article 242 bis du Code général des impôts · établi le ${formatIsoDate(f.drawnOn)}`, MARGIN, doc.y - 26, {
    size: 9.5,
    color: MUTED,
  });
  doc.y -= 76;
  const column = WIDTH / 2 - 8;
  const party = (heading: string, lines: string[], x: number) => {
    let y = doc.y;
    c.text(heading, x, y, { size: 8, bold: true, color: MUTED });
    y -= 15;
    for (const [i, raw] of lines.entries())
      for (const line of c.wrap(raw, column, { size: 9.5, bold: i === 0 })) {
        c.text(line, x, y, { size: 9.5, bold: i === 0 });
        y -= 13;
      }
    return y;
  };
  const end = Math.min(
    party('LA PLATEFORME', [f.platform.name, `SIREN ${f.platform.siren}`, ...f.platform.address.split('\n')], MARGIN),
    party(
      'LE PRESTATAIRE',
      [
        f.freelancer.name,
        ...(f.freelancer.raisonSociale ? [f.freelancer.raisonSociale] : []),
        ...(f.freelancer.siret ? [`SIRET ${f.freelancer.siret}`] : []),
        ...(f.freelancer.address ? f.freelancer.address.split('\n') : []),
      ],
      MARGIN + WIDTH / 2 + 8,
    ),
  );
  doc.y = end - 12;

  const total = f.lines.reduce((s, l) => s + l.montantCents, 0);
  const totalHt = f.lines.reduce((s, l) => s + l.htCents, 0);
  const totalTva = f.lines.reduce((s, l) => s + l.tvaCents, 0);
  doc.heading('Montant brut versé dans l’année');
  doc.paragraph(
    f.lines.length === 0
      ? `La plateforme ne vous a rien versé en ${f.annee}.`
      : `${euros(total)} versés en ${f.annee} par virement, pour ${f.lines.length} autofacture${f.lines.length > 1 ? 's' : ''} : ${euros(totalHt)} hors taxes et ${euros(totalTva)} de TVA.`,
    { bold: true, size: 10.5 },
  );

  doc.heading('Par mois de versement');
  const byMonth = Array.from({ length: 12 }, (_, m) => {
    const lines = f.lines.filter((l) => Number(l.verseLe.slice(5, 7)) === m + 1);
    return { m, n: lines.length, cents: lines.reduce((s, l) => s + l.montantCents, 0) };
  });
  doc.table(
    [
      { label: 'Mois', width: WIDTH - 220 },
      { label: 'Autofactures', width: 100, right: true },
      { label: 'Montant versé', width: 120, right: true },
    ],
    [
      ...byMonth.map((b) => ({
        cells: [monthLabel(`${f.annee}-${String(b.m + 1).padStart(2, '0')}`), String(b.n), euros(b.cents)],
      })),
      { cells: ['Total', String(f.lines.length), euros(total)], bold: true },
    ],
  );

  if (f.lines.length > 0) {
    doc.heading('Par autofacture');
    doc.table(
      [
        { label: 'Autofacture', width: 100 },
        { label: 'Activité', width: 82 },
        { label: 'Client', width: WIDTH - 100 - 82 - 70 - 84 - 72 },
        { label: 'Versée le', width: 70 },
        { label: 'HT', width: 84, right: true },
        { label: 'Versé (TTC)', width: 72, right: true },
      ],
      f.lines.map((l) => ({
        cells: [l.numero, monthLabel(l.mois), l.client, formatIsoDate(l.verseLe), euros(l.htCents), euros(l.montantCents)],
      })),
    );
  }

  doc.heading('Vos obligations fiscales et sociales');
  for (const p of [
    'Ces sommes sont des recettes de votre activité indépendante. Elles doivent figurer dans vos déclarations : la plateforme ne prélève pour vous ni impôt ni cotisation sociale.',
    'Impôt sur le revenu : déclarez vos recettes de l’année dans votre déclaration de revenus (déclaration complémentaire n° 2042-C-PRO pour les micro-entrepreneurs, ou la déclaration de résultats de votre régime). Informations et déclaration en ligne : https://www.impots.gouv.fr',
    'Cotisations sociales : en micro-entreprise, déclarez votre chiffre d’affaires à l’Urssaf chaque mois ou chaque trimestre, même lorsqu’il est nul ; les autres régimes déclarent leurs revenus selon leur statut. Informations : https://www.urssaf.fr (et https://www.autoentrepreneur.urssaf.fr pour les micro-entrepreneurs).',
    'TVA : si vous êtes assujetti, la TVA facturée doit être déclarée et reversée ; en franchise en base (art. 293 B du CGI), surveillez les seuils de chiffre d’affaires.',
    `Transmission à l’administration : la plateforme déclare chaque année à l’administration fiscale les sommes versées à ses prestataires (article 242 bis du CGI et directive européenne DAC7). Le présent relevé vous est remis avant le 31 janvier ${f.annee + 1} et reste disponible dans « Mes factures ».`,
  ])
    doc.paragraph(p);

  for (const [i, page] of doc.pages.entries())
    page.textRight(`Page ${i + 1} sur ${doc.pages.length}`, A4[0] - MARGIN, 36, { size: 8, color: MUTED });
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(parsedFontkit);
  for (const canvas of doc.pages) await canvas.drawOn(pdf, pdf.addPage(A4));
  pdf.setTitle(`${title} — ${f.freelancer.name}`);
  pdf.setAuthor(f.platform.name);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(new Date(`${f.drawnOn}T12:00:00Z`));
  pdf.setModificationDate(new Date(`${f.drawnOn}T12:00:00Z`));
  return pdf.save({ useObjectStreams: false });
}
