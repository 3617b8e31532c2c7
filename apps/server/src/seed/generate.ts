import { paths } from '@passerelle/shared';
import type { Database } from '../db/client.js';
import { defaultVocabulary } from '../lib/skills/vocabulary.js';
import { keysOf, refreshSkillKeys } from '../modules/skills/skill-keys.js';
import * as words from './vocabulary.js';

/**
 * The marketplace generator (issue 10): for a scale N, N candidates, N/10 clients, N/5 offers and the
 * activity that goes with them (applications, requests, missions, favourites, searches, chats,
 * notifications), written by a few set-based INSERT … SELECT statements, not through the API.
 * `random()` is seeded and every statement runs on one connection, so a scale and a seed always give
 * the same marketplace.
 */
export const GENERATED_DOMAIN = 'exemple.fr';

/** A text as an SQL literal (the app's pages, from the shared list). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Generated careers begin after the education (issues 16 and 29: dates run forward): at 18 after the
 * baccalauréat, plus the years of the studies after it (words.DEGREE_PATHS: a « bac+5 » at 23).
 */
export const CAREER_START_AGE: Record<string, number> = Object.fromEntries(
  Object.entries(words.DEGREE_PATHS).map(([level, paths]) => [
    level,
    18 + (level === 'secondaire' ? 0 : (paths[0] ?? []).reduce((sum, d) => sum + d.years, 0)),
  ]),
);
const careerStartAge = (column: string) =>
  `(CASE ${column} ${Object.entries(CAREER_START_AGE)
    .map(([level, age]) => `WHEN ${literal(level)} THEN ${age}`)
    .join(' ')} END)`;

export interface GenerateOptions {
  scale: number;
  /** argon2 hash every generated account shares (one hash, not N). */
  passwordHash: string;
  seed?: number;
  log?: (line: string) => void;
}

export interface GenerateReport {
  counts: Record<string, number>;
  ms: number;
}

const html = (expr: string) => `replace(replace(replace(${expr}, '&', '&#38;'), '<', '&#60;'), '>', '&#62;')`;

export async function generateMarketplace(database: Database, options: GenerateOptions): Promise<GenerateReport> {
  const started = performance.now();
  const n = Math.max(10, Math.floor(options.scale));
  const log = options.log ?? (() => undefined);
  // One connection for the whole generation: the temporary table and the seeded random() are per session.
  const client = database.pool ? await database.pool.connect() : undefined;
  const q = client
    ? async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
        (await client.query(text, params as unknown[])).rows as T[]
    : database.query.bind(database);
  let report: GenerateReport;
  try {
    report = await generate(q, n, options, started, log);
  } finally {
    client?.release();
  }
  // The keys written above are the shipped vocabulary's: recorded as such (and rows written before with
  // another vocabulary, if any, resolved), so that the server's start has nothing to resolve again.
  const refreshed = await refreshSkillKeys(database.db);
  log(`  ${'skill keys'.padEnd(28)} ${Math.round(refreshed.ms)} ms`);
  return report;
}

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * A freelancer on a running mission holds no position elsewhere meanwhile, and is not shown available before it ends
 * (the demo reads as a real marketplace): its positions end the day before its first running mission began, a
 * position begun since then is dropped (its candidate's matching skills recomputed: the experiences' trigger fires on
 * insert and update only), and its availability is the day after its last running mission ends.
 */
export async function settleRunningMissions(q: Query): Promise<void> {
  const firstRunning = `SELECT candidate_id, min(date_debut) AS start FROM missions WHERE etat = 'en_cours' GROUP BY candidate_id`;
  const dropped = await q<{ candidate_id: number }>(
    `WITH f AS (${firstRunning})
     DELETE FROM experiences e USING f WHERE f.candidate_id = e.candidate_id AND e.date_debut >= f.start - 1
     RETURNING e.candidate_id`,
  );
  if (dropped.length > 0) {
    await q('UPDATE candidates SET skills_norm = skills_norm WHERE id = ANY($1)', [dropped.map((d) => d.candidate_id)]);
  }
  await q(
    `WITH f AS (${firstRunning})
     UPDATE experiences e SET date_fin = f.start - 1 FROM f
      WHERE f.candidate_id = e.candidate_id AND (e.date_fin IS NULL OR e.date_fin >= f.start)`,
  );
  await q(
    `UPDATE candidates c SET dispo = l.last_end + 1
       FROM (SELECT candidate_id, max(date_fin) AS last_end FROM missions WHERE etat = 'en_cours' GROUP BY candidate_id) l
      WHERE l.candidate_id = c.id AND c.dispo <= l.last_end`,
  );
}

async function generate(
  q: Query,
  n: number,
  options: GenerateOptions,
  started: number,
  log: (line: string) => void,
): Promise<GenerateReport> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await q(sql, params);
    log(`  ${label.padEnd(28)} ${Math.round(performance.now() - t0)} ms`);
  };

  await q('SELECT setseed($1)', [((options.seed ?? 42) % 1000) / 1000]);
  // The skill keys (modules/skills/skill-keys.ts): the canonical label's normalised form, or the free tag's.
  const skillsNorm = keysOf(defaultVocabulary(), words.SKILLS);
  // The trades (words.STACKS) with their keys, and their indexes repeated by weight: a draw from it is a
  // weighted draw of a stack.
  const stacks = JSON.stringify(
    words.STACKS.map((stack) => ({
      skills: stack.skills,
      norms: keysOf(defaultVocabulary(), [...stack.skills]),
      offers: stack.offers,
    })),
  );
  const stackDraw = words.STACKS.flatMap((stack, i) => Array.from({ length: stack.weight }, () => i));

  await step(
    'people (temporary)',
    `CREATE TEMP TABLE gen_people ON COMMIT PRESERVE ROWS AS
     SELECT g, kind, sex, prenom, nom, etat,
            lower(unaccent(prenom || '.' || replace(nom, ' ', '-'))) || '.' || g || '@${GENERATED_DOMAIN}' AS email,
            now() - (random() * interval '900 days') AS created_at
       FROM (
         SELECT g, kind, sex,
                CASE WHEN sex = 'female' THEN ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int]
                     ELSE ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] END AS prenom,
                ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int] AS nom,
                CASE WHEN r < 0.86 THEN 'active' WHEN r < 0.97 THEN 'pending' ELSE 'blocked' END AS etat
           FROM (SELECT g, CASE WHEN g <= $4::int THEN 'condidat' ELSE 'client' END AS kind,
                        CASE WHEN random() < 0.45 THEN 'female' ELSE 'male' END AS sex, random() AS r
                   FROM generate_series(1, $4::int + $5::int) g) s
       ) p`,
    [words.FIRST_NAMES_F, words.FIRST_NAMES_M, words.LAST_NAMES, n, Math.max(1, Math.floor(n / 10))],
  );

  await step(
    'users',
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, tel, email_verified_at, cgu_accepted_at,
                        profile_done, formation_done, exp_done, last_seen_at, created_at, updated_at)
     SELECT email, $1::text, kind, etat, nom, prenom, '06' || lpad(floor(random() * 100000000)::int::text, 8, '0'),
            created_at, created_at, true, kind = 'condidat', kind = 'condidat',
            greatest(created_at, now() - random() * interval '30 days'),
            created_at, created_at
       FROM gen_people ORDER BY g`,
    [options.passwordHash],
  );

  await step(
    'candidates',
    `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, tjm,
                             active, created_at, updated_at, jours_semaine, dispo_confirmee_le)
     SELECT u.id, t.titre, p.sex, (CURRENT_DATE - x.career_days - ${careerStartAge('x.niv_etude')} * 365)::date,
            x.niv_etude, x.niv_exp,
            t.titre || ', ' || s.names[1] || ' et ' || coalesce(s.names[2], s.names[1]) || '. Disponible pour des missions 100 % à distance.',
            s.names, s.norms, CURRENT_DATE - 30 + floor(random() * 210)::int,
            -- The daily rate grows with the experience (issue 29: no « moins d’un an » at 800 €/jour).
            CASE WHEN random() < 0.7 THEN
              CASE x.niv_exp WHEN '<1' THEN 300 + 10 * floor(random() * 11)::int
                             WHEN '1-10' THEN 380 + 10 * (x.career_days / 120) + 10 * floor(random() * 9)::int
                             ELSE 550 + 10 * floor(random() * 36)::int END
            END,
            p.etat = 'active', p.created_at, p.created_at,
            -- Most work full time; confirmations spread over the last 60 days (half are « à confirmer »).
            (ARRAY[5, 5, 5, 4, 4, 3, 2])[1 + floor(random() * 7)::int],
            greatest(p.created_at, now() - floor(random() * 60)::int * interval '1 day' - interval '1 hour')
       FROM gen_people p
       JOIN users u ON u.email = p.email
       -- The study and experience levels, then the career's length in days that fits it (issue 16: dates
       -- that make sense): the birth date is the study level's CAREER_START_AGE years before the career
       -- began, and the education and experience below fill the years in between.
       CROSS JOIN LATERAL (
         SELECT l.niv_exp, l.niv_etude,
                CASE l.niv_exp WHEN '<1' THEN 120 + floor(random() * 200)::int
                               WHEN '1-10' THEN 400 + floor(random() * 3000)::int
                               ELSE 3800 + floor(random() * 7000)::int END AS career_days
           FROM (SELECT (ARRAY['<1', '1-10', '1-10', '1-10', '>10'])[1 + floor(random() * 5)::int] AS niv_exp,
                        (ARRAY['secondaire', 'bac+3', 'bac+4', 'bac+5', 'bac+5', 'bac+8'])[1 + floor(random() * 6)::int] AS niv_etude
                  WHERE p.g > 0) l
       ) x
       -- One trade (issue 29: the skills belong together), drawn by weight.
       CROSS JOIN LATERAL (
         SELECT $1::jsonb -> ($2::int[])[1 + floor(random() * array_length($2::int[], 1))::int] AS st WHERE p.g > 0
       ) k
       CROSS JOIN LATERAL (
         -- 3 to 9 of its skills: its two signature skills and others drawn among the rest, in the stack's order.
         SELECT array_agg(e.name ORDER BY e.i) AS names, array_agg(e.norm ORDER BY e.i) AS norms
           FROM (SELECT t.i, t.name, k.st -> 'norms' ->> (t.i - 1)::int AS norm
                   FROM jsonb_array_elements_text(k.st -> 'skills') WITH ORDINALITY AS t(name, i)
                  ORDER BY t.i <= 2 DESC, random() LIMIT 3 + p.g % 7) e
       ) s
       -- The title names the candidate's main skills, in the candidate's gender (issue 16: titles fit skills).
       CROSS JOIN LATERAL (
         SELECT (CASE WHEN p.sex = 'female' THEN 'Consultante ' ELSE 'Consultant ' END) || s.names[1]
                || coalesce(' / ' || s.names[2], '') AS titre
       ) t
      WHERE p.kind = 'condidat'`,
    [stacks, stackDraw],
  );

  // The rate each freelancer asks (tjm_souhaite, DECISIONS §6.8), whole euros in tens: at or a little above the rate the
  // staff set (at most 10 % more, within its experience's range), else by experience. Drawn from a hash of the id, not
  // from random(): the seeded draws of the steps after this one stay what they were.
  await step(
    'asked rates',
    `UPDATE candidates c SET tjm_souhaite = CASE
         WHEN c.tjm IS NOT NULL THEN
           CASE c.niv_exp WHEN '<1' THEN least(450, c.tjm::int + 10 * (h.h % (1 + c.tjm::int / 100)))
                          WHEN '1-10' THEN least(750, c.tjm::int + 10 * (h.h % (1 + c.tjm::int / 100)))
                          ELSE c.tjm::int + 10 * (h.h % (1 + c.tjm::int / 100)) END
         ELSE CASE c.niv_exp WHEN '<1' THEN 320 + 10 * (h.h % 10)
                             WHEN '1-10' THEN 420 + 10 * (h.h % 25)
                             ELSE 580 + 10 * (h.h % 30) END END
       FROM (SELECT id, abs(hashtext('tjm_souhaite:' || id)) AS h FROM candidates) h
      WHERE h.id = c.id AND c.tjm_souhaite IS NULL`,
  );

  await step(
    'formations',
    `INSERT INTO formations (candidate_id, position, nom, ecole, date_debut, date_fin)
     SELECT c.id, p.n - d.i, d.el ->> 'nom',
            $2::jsonb -> (d.el ->> 'school') ->> floor(random() * jsonb_array_length($2::jsonb -> (d.el ->> 'school')))::int,
            make_date(y.last - d.after - (d.el ->> 'years')::int, 9, 1), make_date(y.last - d.after, 6, 30)
       FROM candidates c
       -- One path to the candidate's study level (words.DEGREE_PATHS), in time order: a master before a
       -- doctorate, never a BTS after a master (issue 29); written most recent first (position 0).
       CROSS JOIN LATERAL (SELECT $1::jsonb -> c.niv_etude AS paths) l
       CROSS JOIN LATERAL (SELECT l.paths -> (c.id % jsonb_array_length(l.paths))::int AS path) pp
       CROSS JOIN LATERAL (SELECT jsonb_array_length(pp.path) AS n) p
       -- The last diploma ends the June before the career begins; each earlier one ends when the next begins.
       CROSS JOIN LATERAL (
         SELECT extract(year FROM c.date_naissance + make_interval(years => ${careerStartAge('c.niv_etude')}) - interval '6 months')::int AS last
       ) y
       CROSS JOIN LATERAL (
         SELECT t.el, t.i::int AS i,
                coalesce(sum((t.el ->> 'years')::int) OVER (ORDER BY t.i DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS after
           FROM jsonb_array_elements(pp.path) WITH ORDINALITY AS t(el, i)
       ) d`,
    [JSON.stringify(words.DEGREE_PATHS), JSON.stringify(words.SCHOOLS)],
  );

  await step(
    'experiences',
    `INSERT INTO experiences (candidate_id, position, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech,
                              tech_norm)
     SELECT c.id, k,
            ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] || ' ' || ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int],
            ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int],
            e.debut, CASE WHEN k = 0 AND c.id % 3 = 0 THEN NULL ELSE e.fin END,
            ($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int],
            ($5::text[])[1 + floor(random() * array_length($5::text[], 1))::int],
            ($6::text[])[1 + floor(random() * array_length($6::text[], 1))::int],
            c.skills[1:3], c.skills_norm[1:3]
       FROM candidates c
       -- From the career's start to today, in m consecutive positions, the most recent first (position 0);
       -- a third of the candidates are still in it (« en cours »), the others left it two weeks ago.
       CROSS JOIN LATERAL (
         SELECT (c.date_naissance + make_interval(years => ${careerStartAge('c.niv_etude')}))::date AS start, 1 + (c.id + 1) % 3 AS m
       ) s
       CROSS JOIN LATERAL generate_series(0, s.m - 1) k
       CROSS JOIN LATERAL (
         SELECT s.start + ((CURRENT_DATE - s.start) * (s.m - 1 - k) / s.m) AS debut,
                s.start + ((CURRENT_DATE - s.start) * (s.m - k) / s.m) - 14 AS fin
       ) e`,
    [words.COMPANY_PREFIXES, words.COMPANY_SUFFIXES, words.CITIES, words.DOMAINS, words.FUNCTIONS, words.EXPERIENCE_DESCRIPTIONS],
  );

  await step(
    'clients',
    `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, resume, site_web, secteur, created_at, updated_at)
     SELECT u.id, CASE WHEN random() < 0.6 THEN 'esn' ELSE 'client' END, c.company,
            DATE '1985-01-01' + floor(random() * 13000)::int,
            c.company || ' accompagne ses clients dans leurs projets numériques, avec des équipes à distance.',
            'https://www.' || lower(unaccent(replace(c.company, ' ', '-'))) || '.fr',
            ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int], p.created_at, p.created_at
       FROM gen_people p
       JOIN users u ON u.email = p.email
       CROSS JOIN LATERAL (
         SELECT ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int] || ' '
                || ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] || CASE WHEN p.g % 3 = 0 THEN ' ' || p.g ELSE '' END AS company
          WHERE p.g > 0
       ) c
      WHERE p.kind = 'client'`,
    [words.COMPANY_PREFIXES, words.COMPANY_SUFFIXES, words.SECTORS],
  );

  await step(
    'offers',
    `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients)
     INSERT INTO offers (client_id, titre, description, budget, date_debut, date_fin, tech, tech_norm, etat, isblocked, created_at, updated_at)
     SELECT c.ids[1 + floor(random() * array_length(c.ids, 1))::int],
            (k.st -> 'offers' ->> floor(random() * jsonb_array_length(k.st -> 'offers'))::int) || ' — ' || s.names[1],
            ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int] || E'\\nCompétences attendues : ' || array_to_string(s.names, ', ') || '.',
            350 + 10 * floor(random() * 60)::int, d.start, d.start + 60 + floor(random() * 240)::int, s.names, s.norms,
            CASE WHEN random() < 0.72 THEN 'ouvert' WHEN random() < 0.5 THEN 'en_cours' ELSE 'ferme' END,
            random() < 0.02, d.created, d.created
       FROM c, generate_series(1, $4::int) g
       -- Published at least a week before the mission starts, never in the future.
       CROSS JOIN LATERAL (
         SELECT least(now() - random() * interval '400 days', (r.start - 7)::timestamptz) AS created, r.start
           FROM (SELECT CURRENT_DATE + floor(random() * 120)::int - 20 AS start WHERE g > 0) r
       ) d
       -- One trade: the title is one of its projects, named by its signature skill, and the technologies
       -- asked are its own (issue 29: no « Plateforme de données — Vue.js » asking for Flutter and Solidity).
       CROSS JOIN LATERAL (
         SELECT $1::jsonb -> ($2::int[])[1 + floor(random() * array_length($2::int[], 1))::int] AS st WHERE g > 0
       ) k
       CROSS JOIN LATERAL (
         SELECT array_agg(e.name ORDER BY e.i) AS names, array_agg(e.norm ORDER BY e.i) AS norms
           FROM (SELECT t.i, t.name, k.st -> 'norms' ->> (t.i - 1)::int AS norm
                   FROM jsonb_array_elements_text(k.st -> 'skills') WITH ORDINALITY AS t(name, i)
                  ORDER BY t.i = 1 DESC, random() LIMIT 2 + g % 5) e
       ) s`,
    [stacks, stackDraw, words.OFFER_DESCRIPTIONS, Math.max(1, Math.floor(n / 5))],
  );

  await step(
    'applications',
    `WITH o AS (SELECT array_agg(id ORDER BY id) AS ids FROM offers WHERE NOT isblocked),
          k AS (SELECT array_agg(id ORDER BY id) AS ids FROM candidates WHERE active)
     INSERT INTO applications (offer_id, candidate_id, etat, created_at, updated_at)
     SELECT o.ids[1 + floor(random() * array_length(o.ids, 1))::int], k.ids[1 + floor(random() * array_length(k.ids, 1))::int],
            'en_attente', now() - random() * interval '200 days', now()
       FROM o, k, generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [Math.floor(n / 2)],
  );

  // An application comes after its offer's publication.
  await q(
    `UPDATE applications a SET created_at = o.created_at + random() * (now() - o.created_at), updated_at = now()
       FROM offers o WHERE o.id = a.offer_id AND a.created_at < o.created_at`,
  );
  // No application is left without an answer (DECISIONS §3): those of closed offers were not kept.
  await q(`UPDATE applications a SET etat = 'non_retenue' FROM offers o WHERE o.id = a.offer_id AND o.etat = 'ferme'`);

  await step(
    'requests',
    `WITH cl AS (SELECT array_agg(c.id ORDER BY c.id) AS ids FROM clients c JOIN users u ON u.id = c.user_id WHERE u.etat = 'active'),
          k AS (SELECT array_agg(id ORDER BY id) AS ids FROM candidates WHERE active),
          adm AS (SELECT min(id) AS id FROM users WHERE role IN ('admin', 'root'))
     INSERT INTO candidate_requests (client_id, candidate_id, date_debut, date_fin, etat, observation, treated_by, treated_at, created_at)
     SELECT cl.ids[1 + floor(random() * array_length(cl.ids, 1))::int], k.ids[1 + floor(random() * array_length(k.ids, 1))::int],
            d.start, d.start + 90 + floor(random() * 180)::int, d.etat,
            CASE WHEN d.etat = 'ferme_fail' THEN 'Le candidat a trouvé une autre mission.' END,
            CASE WHEN d.etat <> 'en_attente' THEN adm.id END, CASE WHEN d.etat <> 'en_attente' THEN d.created + interval '2 days' END,
            d.created
       FROM cl, k, adm, generate_series(1, $1::int) g
       CROSS JOIN LATERAL (
         SELECT CASE WHEN random() < 0.35 THEN 'en_attente' WHEN random() < 0.75 THEN 'ferme_success' ELSE 'ferme_fail' END AS etat,
                r.start, least(now() - interval '3 days' - random() * interval '300 days', (r.start - 10)::timestamptz) AS created
           FROM (SELECT CURRENT_DATE - 240 + floor(random() * 300)::int AS start WHERE g > 0) r
       ) d
     ON CONFLICT DO NOTHING`,
    [Math.max(1, Math.floor(n / 20))],
  );

  await step(
    'missions',
    `INSERT INTO missions (request_id, client_id, candidate_id, etat, date_debut, date_fin, tjm, tjm_candidat, created_at, updated_at)
     SELECT r.id, r.client_id, r.candidate_id,
            CASE WHEN r.date_fin < CURRENT_DATE THEN 'termine' WHEN r.date_debut <= CURRENT_DATE THEN 'en_cours' ELSE 'en_attente' END,
            r.date_debut, r.date_fin,
            b.rate + 10 * round(b.rate * (0.1 + random() * 0.1) / 10) + (CASE WHEN random() < 0.2 THEN 0.5 ELSE 0 END), b.rate,
            r.treated_at, r.treated_at
       FROM candidate_requests r
       JOIN candidates c ON c.id = r.candidate_id
       -- The freelancer is paid its own daily rate (or the one it asks when the staff set none); the client pays 10 to 20 % more
       -- (DECISIONS §6.5: tjm_candidat ≤ tjm).
       CROSS JOIN LATERAL (
         SELECT coalesce(c.tjm, c.tjm_souhaite)::numeric(12, 3) AS rate
       ) b
      WHERE r.etat = 'ferme_success'`,
  );
  await settleRunningMissions(q);

  await step(
    'favourites, searches',
    `WITH cl AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients),
          k AS (SELECT array_agg(id ORDER BY id) AS ids FROM candidates WHERE active)
     INSERT INTO favourites (client_id, candidate_id, created_at)
     SELECT cl.ids[1 + floor(random() * array_length(cl.ids, 1))::int], k.ids[1 + floor(random() * array_length(k.ids, 1))::int],
            now() - random() * interval '200 days'
       FROM cl, k, generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [Math.floor(n / 10)],
  );
  await q(
    `WITH cl AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients)
     INSERT INTO search_events (client_id, skills, created_at)
     SELECT cl.ids[1 + floor(random() * array_length(cl.ids, 1))::int],
            ARRAY(SELECT DISTINCT ($1::text[])[1 + floor(power(random(), 2) * array_length($1::text[], 1))::int] FROM generate_series(1, 1 + g % 3)),
            now() - random() * interval '365 days'
       FROM cl, generate_series(1, $2::int) g`,
    [skillsNorm, Math.floor(n / 10)],
  );

  await step(
    'chat',
    `WITH talkers AS (
       SELECT id, role, row_number() OVER (ORDER BY id) AS k FROM users
        WHERE role IN ('client', 'condidat') AND random() < 0.1
     ), staff AS (SELECT min(id) AS id FROM users WHERE role IN ('admin', 'root'))
     INSERT INTO chat_messages (user_id, sender_id, from_staff, content, read_at, created_at)
     SELECT t.id, CASE WHEN m % 2 = 1 THEN staff.id ELSE t.id END, m % 2 = 1,
            CASE WHEN m % 2 = 1 THEN ($3::text[])[1 + (t.k + m) % array_length($3::text[], 1)]
                 WHEN t.role = 'client' THEN ($1::text[])[1 + (t.k + m) % array_length($1::text[], 1)]
                 ELSE ($2::text[])[1 + (t.k + m) % array_length($2::text[], 1)] END,
            CASE WHEN m < 3 THEN now() END,
            now() - interval '10 days' + m * interval '3 hours' + (t.k % 100) * interval '1 minute'
       FROM talkers t, staff, generate_series(0, 1 + t.k::int % 4) m`,
    [words.CLIENT_MESSAGES, words.CANDIDATE_MESSAGES, words.STAFF_MESSAGES],
  );
  await q(
    `INSERT INTO conversations (user_id, last_message_at, last_message, unread_by_staff, unread_by_user)
     SELECT user_id, max(created_at), left((array_agg(content ORDER BY id DESC))[1], 200),
            count(*) FILTER (WHERE NOT from_staff AND read_at IS NULL), count(*) FILTER (WHERE from_staff AND read_at IS NULL)
       FROM chat_messages GROUP BY user_id
     ON CONFLICT (user_id) DO NOTHING`,
  );

  await step(
    'notifications',
    `INSERT INTO notifications (user_id, titre, content, url, read, created_at)
     SELECT u.id, 'valid_cmpt', 'Votre compte a été validé par notre équipe. Bienvenue sur Passerelle !', ${literal(paths.dashboard.home)}, true,
            least(u.created_at + interval '1 day', now())
       FROM users u WHERE u.role IN ('client', 'condidat') AND u.etat = 'active' AND u.email LIKE '%@${GENERATED_DOMAIN}'
     UNION ALL
     SELECT c.user_id, 'postul', 'Nouvelle candidature pour votre offre <strong>' || ${html('o.titre')} || '</strong>',
            replace(${literal(paths.dashboard.client.offer())}, ':id', o.id::text), a.created_at < now() - interval '3 days', a.created_at
       FROM applications a JOIN offers o ON o.id = a.offer_id JOIN clients c ON c.id = o.client_id`,
  );

  await q(
    `INSERT INTO contact_messages (fullname, subject, content, email, created_at)
     SELECT p.prenom || ' ' || p.nom, (ARRAY['Partenariat', 'Question sur les tarifs', 'Candidature spontanée', 'Presse'])[1 + s.i % 4],
            'Bonjour, je souhaiterais en savoir plus sur Passerelle et vos missions à distance. Merci !',
            lower(unaccent(p.prenom)) || '@' || '${GENERATED_DOMAIN}', now() - s.i * interval '17 hours'
       FROM generate_series(1, 30) s(i) JOIN gen_people p ON p.g = s.i`,
  );
  await q('DROP TABLE gen_people');

  const t0 = performance.now();
  await q('VACUUM ANALYZE');
  log(`  ${'vacuum analyze'.padEnd(28)} ${Math.round(performance.now() - t0)} ms`);

  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'candidates',
    'clients',
    'offers',
    'applications',
    'candidate_requests',
    'missions',
    'favourites',
    'chat_messages',
    'notifications',
    'formations',
    'experiences',
  ]) {
    const [row] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return { counts, ms: performance.now() - started };
}
