import { BRIEF_TEXT_MAX, MSG, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText, wordWithText } from '../../test/documents.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { DOC, PNG, uploadFile } from '../../test/multipart.js';
import { offerBody } from '../../test/offers.js';
import { EXPERIENCE } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The vocabulary's routes (DECISIONS §6.1): suggestions while typing, resolution of tags, the brief reader
 * (text and file) and the skills a CV mentions. Their bad inputs answer the French error shape and store
 * nothing. The staff's curation is in skills.curation.test.ts.
 */

let t: TestApp;
let client: MadeUser;
let candidate: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  client = await makeUser(t.app.ctx, { role: 'client' });
  candidate = await makeUser(t.app.ctx, { role: 'condidat' });
});
afterAll(async () => t.close());

const labels = (res: { json(): { skills: { label: string }[] } }) => res.json().skills.map((s) => s.label);

describe('GET /api/skills: suggestions while typing', () => {
  it('answers up to 10 canonical skills, exact and label prefix first, with their aliases', async () => {
    const res = await t.get('/api/skills?q=react', client.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.done).toBe(true);
    expect(body.skills.length).toBeLessThanOrEqual(10);
    expect(body.skills[0]).toMatchObject({ label: 'React' });
    expect(body.skills[0].aliases).toContain('reactjs');
    expect(labels(res)).toContain('React Native');
  });

  it('finds a skill from an alias and ignores case, accents and spaces around', async () => {
    expect(labels(await t.get('/api/skills?q=nodej', client.token))[0]).toBe('Node.js');
    expect(labels(await t.get('/api/skills?q=%20POSTGRES%20', client.token))[0]).toBe('PostgreSQL');
    expect(labels(await t.get(`/api/skills?q=${encodeURIComponent('cybersécu')}`, client.token))).toContain('Cybersécurité');
  });

  it('answers no suggestion for an empty or absent q, 400 past 100 characters; any signed-in role', async () => {
    expect((await t.get('/api/skills?q=', client.token)).json()).toEqual({ done: true, skills: [] });
    expect((await t.get('/api/skills', candidate.token)).json()).toEqual({ done: true, skills: [] });
    const long = await t.get(`/api/skills?q=${'a'.repeat(101)}`, client.token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'input.invalid', message: MSG.skillQueryTooLong });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.get('/api/skills?q=java', admin.token)).statusCode).toBe(200);
    expect((await t.get('/api/skills?q=java')).statusCode).toBe(401);
  });
});

describe('POST /api/skills/resolve', () => {
  it('answers each tag in input order: the canonical label when known, else the tag trimmed', async () => {
    const inputs = [
      'ReactJS',
      ' nodejs ',
      'Postgres',
      '  Outil   maison ',
      'Java',
      'JavaScript',
      'C',
      'c#',
      'C++',
      'react native',
    ];
    const res = await t.post('/api/skills/resolve', { skills: inputs }, candidate.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      skills: [
        { input: 'ReactJS', label: 'React', known: true },
        { input: ' nodejs ', label: 'Node.js', known: true },
        { input: 'Postgres', label: 'PostgreSQL', known: true },
        // The input trimmed, and nothing else (DECISIONS §6.1): inner spaces stay.
        { input: '  Outil   maison ', label: 'Outil   maison', known: false },
        { input: 'Java', label: 'Java', known: true },
        { input: 'JavaScript', label: 'JavaScript', known: true },
        { input: 'C', label: 'C', known: true },
        { input: 'c#', label: 'C#', known: true },
        { input: 'C++', label: 'C++', known: true },
        { input: 'react native', label: 'React Native', known: true },
      ],
    });
  });

  it('takes 0 to 100 tags of 60 characters at most', async () => {
    expect((await t.post('/api/skills/resolve', { skills: [] }, client.token)).json()).toEqual({ done: true, skills: [] });
    const many = await t.post('/api/skills/resolve', { skills: Array.from({ length: 101 }, (_, i) => `T${i}`) }, client.token);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'input.invalid', message: MSG.skillsResolveTooMany });
    expect((await t.post('/api/skills/resolve', { skills: ['x'.repeat(61)] }, client.token)).statusCode).toBe(400);
    expect((await t.post('/api/skills/resolve', { skills: 'React' }, client.token)).statusCode).toBe(400);
  });
});

/** Rows of the tables a brief could write to: none may change. */
async function footprint() {
  const [row] = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM search_events)::int AS searches, (SELECT count(*) FROM offers)::int AS offers,
            (SELECT count(*) FROM skill_additions)::int AS additions, (SELECT count(*) FROM admin_actions)::int AS actions`,
  );
  return row;
}

const BRIEF = `Nous recherchons un développeur senior React / Node.js (5 ans d'expérience minimum) pour une mission
100 % à distance. Stack technique : TypeScript, PostgreSQL, Docker, Kubernetes.
Un plus : GraphQL. Démarrage le 15/01/2027, fin prévue le 30/06/2027.`;

describe('POST /api/cl/brief', () => {
  it('reads the skills, the level and the start date of a job description, and stores nothing', async () => {
    const before = await footprint();
    const res = await t.post('/api/cl/brief', { text: BRIEF }, client.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'],
      // « Un plus : GraphQL » (DECISIONS §6.8).
      skills_plus: ['GraphQL'],
      niv_exp: '1-10',
      date_dispo: '2027-01-15',
    });
    expect(await footprint()).toEqual(before);
  });

  it('reads English, « ASAP » as today in Europe/Paris, and says null for what the text does not give', async () => {
    const res = await t.post(
      '/api/cl/brief',
      { text: 'Senior Java developer, 12+ years, Spring Boot and Kafka. Start ASAP.' },
      client.token,
    );
    expect(res.json()).toMatchObject({ niv_exp: '>10', date_dispo: parisToday() });
    expect(res.json().skills).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'Apache Kafka']));
    expect(res.json().skills).not.toContain('JavaScript');
    const plain = await t.post('/api/cl/brief', { text: 'Bonjour, nous cherchons quelqu’un de motivé.' }, client.token);
    expect(plain.json()).toEqual({ done: true, skills: [], skills_plus: [], niv_exp: null, date_dispo: null });
  });

  it('refuses an empty or blank text and one over 20,000 characters (400, French, code), takes exactly 20,000', async () => {
    for (const body of [{}, { text: '' }, { text: '  \n ' }, { text: 42 }]) {
      const res = await t.post('/api/cl/brief', body, client.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ done: false, success: false, code: 'input.invalid' });
      expect(res.json().errors.text).toBe(MSG.briefTextRequired);
    }
    const long = await t.post('/api/cl/brief', { text: 'a'.repeat(BRIEF_TEXT_MAX + 1) }, client.token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'input.invalid', message: MSG.briefTextTooLong });
    const max = `${BRIEF} `.repeat(100).slice(0, BRIEF_TEXT_MAX);
    const ok = await t.post('/api/cl/brief', { text: max }, client.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().skills).toContain('React');
  });

  it('is for active clients: pending 403 account.not_active, candidates and staff 403, anonymous 401', async () => {
    const pending = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const res = await t.post('/api/cl/brief', { text: BRIEF }, pending.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account.not_active', message: MSG.accountNotValidated });
    expect((await t.post('/api/cl/brief', { text: BRIEF }, candidate.token)).statusCode).toBe(403);
    expect((await t.post('/api/cl/brief', { text: BRIEF })).statusCode).toBe(401);
  });
});

describe('POST /api/cl/briefFile', () => {
  const send = (file: Buffer, name: string, type: string, token = client.token) =>
    uploadFile(t.app, '/api/cl/briefFile', token, file, name, type);

  it('reads a PDF, a DOCX and a TXT (UTF-8 or Windows-1252) by their content, whatever their name', async () => {
    const lines = BRIEF.split('\n');
    const pdf = await send(await pdfWithText([lines]), 'fiche.docx', 'application/octet-stream');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ done: true, niv_exp: '1-10', date_dispo: '2027-01-15' });
    expect(pdf.json().skills).toEqual(expect.arrayContaining(['React', 'Node.js', 'PostgreSQL', 'Kubernetes']));
    const word = await send(wordWithText(lines), 'fiche.pdf', 'application/pdf');
    expect(word.json()).toEqual(pdf.json());
    const text = await send(Buffer.from(BRIEF), 'fiche', 'text/plain');
    expect(text.json()).toEqual((await t.post('/api/cl/brief', { text: BRIEF }, client.token)).json());
    const latin = await send(
      Buffer.from('Développeur Java confirmé, démarrage dès que possible.', 'latin1'),
      'f.txt',
      'text/plain',
    );
    expect(latin.json()).toMatchObject({ skills: ['Java'], niv_exp: '1-10', date_dispo: parisToday() });
  });

  it('reads the first 20,000 characters of the text, as a pasted brief holds at most', async () => {
    const head = `${BRIEF}\n`;
    const filler = 'Mission longue au sein d’une équipe produit. '.repeat(Math.ceil(BRIEF_TEXT_MAX / 40));
    const kept = (head + filler).slice(0, BRIEF_TEXT_MAX);
    // Past the limit: skills, a level and a date the reader would otherwise take.
    const file = `${kept}\nCompétences : Haskell, Erlang. Expert, plus de 15 ans d'expérience.`;
    const res = await send(Buffer.from(file), 'longue.txt', 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await t.post('/api/cl/brief', { text: kept }, client.token)).json());
    expect(res.json().skills).toEqual(expect.arrayContaining(['React', 'Node.js']));
    expect(res.json().skills).not.toContain('Haskell');
    // The same text pasted is refused: over 20,000 characters.
    expect((await t.post('/api/cl/brief', { text: file }, client.token)).statusCode).toBe(400);
  });

  it('says « Aucun texte lisible dans ce fichier » for a PDF without text (a scan) and a blank text file', async () => {
    for (const file of [await pdfWithText([[], []]), Buffer.from('   \n\n  ')]) {
      const res = await send(file, 'scan.pdf', 'application/pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        done: false,
        success: false,
        code: 'brief.no_text',
        message: 'Aucun texte lisible dans ce fichier',
      });
    }
  });

  it('refuses another type (415), a file over 2 MB (413), no file (400) and a JSON body (415)', async () => {
    const before = await footprint();
    for (const [file, name] of [
      [PNG, 'fiche.pdf'],
      [DOC, 'fiche.doc'],
      [Buffer.from([0, 1, 2, 3, 0, 0, 255, 254, 0, 7]), 'fiche.txt'],
    ] as const) {
      const res = await send(file, name, 'application/pdf');
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toMatchObject({ code: 'brief.file_type', message: MSG.briefFileType });
    }
    const big = await send(Buffer.alloc(2_000_001, 'a'), 'fiche.txt', 'text/plain');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'brief.file_too_large', message: MSG.briefFileTooLarge });
    const empty = await send(Buffer.alloc(0), 'vide.txt', 'text/plain');
    expect(empty.json()).toMatchObject({ code: 'upload.file_required' });
    const json = await t.post('/api/cl/briefFile', { text: BRIEF }, client.token);
    expect(json.statusCode).toBe(415);
    expect(await footprint()).toEqual(before);
  });

  it('is for active clients only', async () => {
    const pending = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const res = await send(Buffer.from(BRIEF), 'fiche.txt', 'text/plain', pending.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account.not_active');
  });
});

describe('every write stores the tags as typed and their skill keys', () => {
  it('profile, experiences, offers (client and staff): one key per tag, position by position', async () => {
    const q = <T>(text: string, params: unknown[]) => t.database.query<T>(text, params);
    const me = await makeCandidate(t.app.ctx);
    const profile = await t.post(
      '/api/cd/updateCondInfo',
      {
        id: me.candidate.id,
        nom: 'Martin',
        prenom: 'Léa',
        sex: 'female',
        date_naiss: '1990-01-01',
        niv_etude: 'bac+5',
        niv_exp: '1-10',
        titre: 'Développeuse',
        skills: ['ReactJS', 'React', 'Postgres', 'Outil maison'],
        dispo: '2026-09-01',
      },
      me.token,
    );
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.skills).toEqual(['ReactJS', 'React', 'Postgres', 'Outil maison']);
    expect(await q('SELECT skills, skills_norm FROM candidates WHERE id = $1', [me.candidate.id])).toEqual([
      { skills: ['ReactJS', 'React', 'Postgres', 'Outil maison'], skills_norm: ['react', 'react', 'postgresql', 'outil maison'] },
    ]);
    const exp = await t.post('/api/cd/setCondExp', { exp: [{ ...EXPERIENCE, tech: ['nodejs', 'K8s'] }] }, me.token);
    expect(exp.statusCode, exp.body).toBe(200);
    expect(await q('SELECT tech, tech_norm FROM experiences WHERE candidate_id = $1', [me.candidate.id])).toEqual([
      { tech: ['nodejs', 'K8s'], tech_norm: ['node.js', 'kubernetes'] },
    ]);

    const owner = await makeClient(t.app.ctx);
    const created = await t.post(
      '/api/cl/createOffre',
      { ...offerBody({ tech: ['Vue JS', 'C#'] }), client_id: owner.client.id },
      owner.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(await q('SELECT tech, tech_norm FROM offers WHERE id = $1', [id])).toEqual([
      { tech: ['Vue JS', 'C#'], tech_norm: ['vue.js', 'c#'] },
    ]);
    await t.post('/api/cl/saveOffre', { ...offerBody({ tech: ['C', 'C++'] }), id }, owner.token);
    expect(await q('SELECT tech_norm FROM offers WHERE id = $1', [id])).toEqual([{ tech_norm: ['c', 'c++'] }]);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const edited = await t.post(
      '/api/adm/editoffre',
      { ...offerBody({ tech: ['Java', 'JS'] }), id, isblocked: false },
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await q('SELECT tech_norm FROM offers WHERE id = $1', [id])).toEqual([{ tech_norm: ['java', 'javascript'] }]);
  });
});

describe('POST /api/upload/cv: the skills the CV mentions', () => {
  const CV = [
    'Léa Martin — Développeuse full stack',
    'Compétences : ReactJS, Node.js, Postgres, Docker, méthodes agiles (Scrum).',
    'Expérience : 6 ans chez Azur Digital, refonte du tunnel de commande en React et NodeJS.',
  ];

  it('answers the canonical skills found in a PDF or DOCX CV, once each, and stores the CV', async () => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    const res = await uploadFile(t.app, '/api/upload/cv', who.token, await pdfWithText([CV]), 'cv.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const { skills } = res.json();
    expect(skills).toEqual(expect.arrayContaining(['React', 'Node.js', 'PostgreSQL', 'Docker', 'Scrum']));
    expect(new Set(skills).size).toBe(skills.length);
    expect((await t.get('/api/users/checkcv', who.token)).json()).toEqual({ done: true });
    const word = await uploadFile(
      t.app,
      '/api/upload/cv',
      who.token,
      wordWithText(CV),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.json().skills).toEqual(skills);
  });

  it('still uploads a CV whose text cannot be read (a Word 97 file, a scan), with no skill', async () => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    const doc = await uploadFile(t.app, '/api/upload/cv', who.token, DOC, 'cv.doc', 'application/msword');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toEqual({ done: true, skills: [] });
    const scan = await uploadFile(t.app, '/api/upload/cv', who.token, await pdfWithText([[]]), 'scan.pdf', 'application/pdf');
    expect(scan.json()).toEqual({ done: true, skills: [] });
  });
});
