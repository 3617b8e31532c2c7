import { randomBytes } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { formatIsoDate } from '@passerelle/shared';
import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo candidate's CV (issue 16: « the demo candidate has a CV »): a real PDF written with @cantoo/pdf-lib from
 * her profile, education and experience as the database holds them, stored through the uploads' storage
 * like an uploaded one, so that « CV » downloads it for her and for the staff. Idempotent: a CV already
 * stored is kept; one whose file is gone is written again.
 */
export async function ensureDemoCv(database: Database, storage: Storage): Promise<void> {
  const q = database.query.bind(database);
  const [person] = await q<CvPerson & { user_id: number; candidate_id: number; cv_key: string | null }>(
    `SELECT u.id AS user_id, c.id AS candidate_id, u.cv_key, u.nom, u.prenom, c.titre, c.resume, c.skills
       FROM users u JOIN candidates c ON c.user_id = u.id WHERE u.email = $1`,
    [DEMO_ACCOUNTS.candidate.email],
  );
  if (!person) return;
  if (person.cv_key && (await storage.exists(person.cv_key))) return;
  const experiences = await q<CvExperience>(
    `SELECT entreprise, lieu, fonction, description, tech, date_debut::text, date_fin::text
       FROM experiences WHERE candidate_id = $1 ORDER BY position`,
    [person.candidate_id],
  );
  const formations = await q<CvFormation>(
    'SELECT nom, ecole, date_debut::text, date_fin::text FROM formations WHERE candidate_id = $1 ORDER BY position',
    [person.candidate_id],
  );
  const pdf = await renderCv(person, experiences, formations);
  const key = `cvs/${randomBytes(18).toString('base64url')}.pdf`;
  await storage.put(key, Buffer.from(pdf));
  const name = `CV ${person.prenom} ${person.nom}.pdf`;
  await q(`UPDATE users SET cv_key = $2, cv_name = $3, cv_type = 'application/pdf' WHERE id = $1`, [person.user_id, key, name]);
}

interface CvPerson {
  nom: string;
  prenom: string;
  titre: string;
  resume: string | null;
  skills: string[];
}
interface CvExperience {
  entreprise: string;
  lieu: string;
  fonction: string;
  description: string;
  tech: string[];
  date_debut: string;
  date_fin: string | null;
}
interface CvFormation {
  nom: string;
  ecole: string;
  date_debut: string;
  date_fin: string;
}

const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);
const BRAND = rgb(0.12, 0.24, 0.53);
const LEFT = 56;
const WIDTH = 483;

const period = (start: string, end: string | null) =>
  end === null ? `Depuis le ${formatIsoDate(start)} (en cours)` : `Du ${formatIsoDate(start)} au ${formatIsoDate(end)}`;

/** One A4 page: name and title, presentation, skills, experience, education. */
async function renderCv(person: CvPerson, experiences: CvExperience[], formations: CvFormation[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`CV — ${person.prenom} ${person.nom}`);
  pdf.setAuthor(`${person.prenom} ${person.nom}`);
  pdf.setLanguage('fr-FR');
  const page = pdf.addPage([595.28, 841.89]);
  const w = new Column(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  w.line(`${person.prenom} ${person.nom}`, { size: 22, bold: true, color: BRAND, after: 8 });
  w.line(person.titre, { size: 13, bold: true, after: 14 });
  if (person.resume) w.wrapped(person.resume, { after: 10 });
  w.heading('Compétences');
  w.wrapped(person.skills.join(' · '), { after: 6 });
  w.heading('Expérience professionnelle');
  for (const e of experiences) {
    w.line(`${e.fonction} — ${e.entreprise} (${e.lieu})`, { bold: true, after: 2 });
    w.line(period(e.date_debut, e.date_fin), { size: 9, color: MUTED, after: 3 });
    w.wrapped(e.description, { after: 2 });
    if (e.tech.length > 0) w.line(`Technologies : ${e.tech.join(', ')}`, { size: 9, color: MUTED, after: 10 });
  }
  w.heading('Formation');
  for (const f of formations) {
    w.line(`${f.nom} — ${f.ecole}`, { bold: true, after: 2 });
    w.line(period(f.date_debut, f.date_fin), { size: 9, color: MUTED, after: 10 });
  }
  return pdf.save({ useObjectStreams: true });
}

/** Writes lines down the page, wrapping the long ones at the column's width. */
class Column {
  private y = 780;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  line(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; after?: number } = {}) {
    const size = options.size ?? 10.5;
    this.page.drawText(text, {
      x: LEFT,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.regular,
      color: options.color ?? INK,
    });
    this.y -= size + (options.after ?? 4);
  }

  wrapped(text: string, options: { after?: number } = {}) {
    const size = 10.5;
    let current = '';
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.regular.widthOfTextAtSize(next, size) > WIDTH) {
        this.line(current, { size, after: 3 });
        current = word;
      } else current = next;
    }
    if (current) this.line(current, { size, after: options.after ?? 4 });
  }

  heading(text: string) {
    this.y -= 6;
    this.line(text.toUpperCase(), { size: 11, bold: true, color: BRAND, after: 3 });
    this.page.drawLine({
      start: { x: LEFT, y: this.y + 10 },
      end: { x: LEFT + WIDTH, y: this.y + 10 },
      thickness: 0.6,
      color: BRAND,
    });
    this.y -= 6;
  }
}
