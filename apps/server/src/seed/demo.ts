import { paths } from '@passerelle/shared';
import type { Database } from '../db/client.js';
import { defaultVocabulary } from '../lib/skills/vocabulary.js';
import { ensureStaffAccount } from '../modules/admin-staff/admin-staff.service.js';
import { keysOf } from '../modules/skills/skill-keys.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';
import { clientRateFor, demoMissionStart } from './demo-billing.js';
import { settleRunningMissions } from './generate.js';

/** Skill keys of the shipped vocabulary (modules/skills/skill-keys.ts), and tags with their keys. */
const keys = (tags: string[]) => keysOf(defaultVocabulary(), tags);
const tagged = (tags: string[]) => [tags, keys(tags)] as const;

/**
 * The fixed demo accounts of `npm run demo` (issue 10), one of each role, on top of a generated
 * marketplace: a root, an administrator, an active ESN client with offers, applicants, favourites and a
 * mission, a colleague in its team (shortlist, interview), an active candidate with applications and a
 * conversation with the staff. Idempotent: an existing demo account is left as is.
 */
export async function ensureDemoAccounts(database: Database, passwordHash: string): Promise<void> {
  const q = database.query.bind(database);
  await ensureStaffAccount(database.db, {
    email: DEMO_ACCOUNTS.root.email,
    password: GENERATED_PASSWORD,
    role: 'root',
    resetPassword: false,
  });
  await ensureStaffAccount(database.db, {
    email: DEMO_ACCOUNTS.admin.email,
    password: GENERATED_PASSWORD,
    role: 'admin',
    resetPassword: false,
  });
  const [existing] = await q<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
    DEMO_ACCOUNTS.client.email,
  ]);
  if ((existing?.n ?? 0) > 0) return;

  const [clientUser] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, tel, email_verified_at, cgu_accepted_at, profile_done, formation_done, exp_done)
     VALUES ($1, $2, 'client', 'active', 'Lambert', 'Claire', '01 84 60 12 34', now(), now(), true, false, false) RETURNING id`,
    [DEMO_ACCOUNTS.client.email, passwordHash],
  );
  const [client] = await q<{ id: number }>(
    `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, resume, site_web, secteur, adresse, code_postal, ville, siren)
     VALUES ($1, 'esn', 'Nova Numérique', '2014-03-01',
             'ESN de 120 consultants spécialisée dans les applications web et le cloud, entièrement à distance depuis 2020.',
             'https://www.nova-numerique.fr', 'Conseil en informatique',
             '27 rue du Faubourg Saint-Antoine', '75011', 'Paris', '842159378') RETURNING id`,
    [clientUser?.id],
  );

  const skills = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'];
  const [candidateUser] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, tel, email_verified_at, cgu_accepted_at, profile_done, formation_done, exp_done)
     VALUES ($1, $2, 'condidat', 'active', 'Benali', 'Yasmine', '06 12 34 56 78', now(), now(), true, true, true) RETURNING id`,
    [DEMO_ACCOUNTS.candidate.email, passwordHash],
  );
  const [candidate] = await q<{ id: number }>(
    `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, tjm, tjm_souhaite, active)
     VALUES ($1, 'Développeuse full stack React / Node.js', 'female', '1994-06-14', 'bac+5', '1-10',
             'Plus de huit ans de développement web, dont cinq en télétravail complet. J’aime les produits bien finis et les équipes qui se parlent.',
             $2::text[], $3::text[], CURRENT_DATE + 14, 620, 650, true) RETURNING id`,
    [candidateUser?.id, skills, keys(skills)],
  );
  await q(
    `INSERT INTO formations (candidate_id, position, nom, ecole, date_debut, date_fin) VALUES
       ($1, 0, 'Diplôme d’ingénieur informatique', 'INSA Lyon', '2012-09-03', '2017-06-30')`,
    [candidate?.id],
  );
  // Her last position: she left it to go freelance, the day before her mission at Nova Numérique began
  // (demo-billing.ts); she holds no job elsewhere while it runs.
  await q(
    `INSERT INTO experiences (candidate_id, position, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech, tech_norm) VALUES
       ($1, 0, 'Azur Digital', 'Lyon', '2019-01-07', $6::date - 1, 'Commerce en ligne', 'Développeuse full stack',
        'Refonte complète du tunnel de commande en React et Node.js, taux de conversion +18 %.', $2::text[], $3::text[]),
       ($1, 1, 'Cobalt Systèmes', 'Nantes', '2017-09-04', '2018-12-21', 'Banque', 'Développeuse Java',
        'Développement des services de virement instantané et de leurs tests automatisés.', $4::text[], $5::text[])`,
    [candidate?.id, ...tagged(['React', 'Node.js', 'PostgreSQL']), ...tagged(['Java', 'Spring Boot']), demoMissionStart()],
  );

  // A .NET developer, so that Bridge match's first result for the .NET offer below is one (issue 16).
  const dotnet = ['.NET', 'C#', 'Azure', 'SQL Server'];
  const [dotnetUser] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, tel, email_verified_at, cgu_accepted_at, profile_done, formation_done, exp_done)
     VALUES ('julien.marchand@demo.passerelle.test', $1, 'condidat', 'active', 'Marchand', 'Julien', '06 45 23 78 91', now(), now(), true, true, true) RETURNING id`,
    [passwordHash],
  );
  const [dotnetCandidate] = await q<{ id: number }>(
    `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, tjm, tjm_souhaite, active)
     VALUES ($1, 'Développeur .NET / C# senior', 'male', '1986-02-03', 'bac+5', '>10',
             'Seize ans de développement .NET : API ASP.NET Core, migrations vers Azure, SQL Server. Habitué des équipes à distance.',
             $2::text[], $3::text[], CURRENT_DATE, 680, 700, true) RETURNING id`,
    [dotnetUser?.id, dotnet, keys(dotnet)],
  );
  await q(
    `INSERT INTO formations (candidate_id, position, nom, ecole, date_debut, date_fin) VALUES
       ($1, 0, 'Master informatique', 'Université de Strasbourg', '2007-09-01', '2009-06-30')`,
    [dotnetCandidate?.id],
  );
  await q(
    `INSERT INTO experiences (candidate_id, position, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech, tech_norm) VALUES
       ($1, 0, 'Assurances du Rhin', 'Strasbourg', '2016-03-01', '2025-10-31', 'Assurance', 'Développeur .NET senior',
        'Migration du système de gestion des contrats vers ASP.NET Core et Azure.', $2::text[], $3::text[]),
       ($1, 1, 'Logiciels de l’Est', 'Metz', '2009-09-01', '2016-02-26', 'Édition de logiciels', 'Développeur C#',
        'Développement d’un logiciel de paie en C# et SQL Server.', $4::text[], $5::text[])`,
    [dotnetCandidate?.id, ...tagged(['.NET', 'C#', 'Azure']), ...tagged(['C#', 'SQL Server'])],
  );

  // The client's offers; the demo candidate and some generated ones applied.
  const offers = await q<{ id: number }>(
    `INSERT INTO offers (client_id, titre, description, budget, date_debut, date_fin, tech, tech_norm, etat) VALUES
       ($1, 'Développeur React pour une plateforme de réservation', E'Mission de six mois dans une équipe produit de cinq personnes.\\nVous reprendrez le front-end React et construirez le nouveau parcours de réservation.', 600, CURRENT_DATE + 21, CURRENT_DATE + 200, $2::text[], $3::text[], 'ouvert'),
       ($1, 'Ingénieur DevOps Kubernetes', E'Industrialisation des déploiements d’une plateforme de paiement.\\nAstreintes partagées, 100 % à distance.', 700, CURRENT_DATE + 30, CURRENT_DATE + 300, $4::text[], $5::text[], 'ouvert'),
       ($1, 'Data engineer Airflow', E'Construction d’un pipeline d’ingestion temps réel.\\nÉquipe data de trois personnes.', 650, CURRENT_DATE - 30, CURRENT_DATE + 150, $6::text[], $7::text[], 'en_cours'),
       ($1, 'Développeur .NET / C# pour une application d’assurance', E'Reprise d’une application ASP.NET Core hébergée sur Azure.\\nMission de neuf mois, 100 % à distance.', 650, CURRENT_DATE + 14, CURRENT_DATE + 280, $8::text[], $9::text[], 'ouvert')
     RETURNING id`,
    [
      client?.id,
      ...tagged(['React', 'TypeScript', 'Node.js']),
      ...tagged(['Kubernetes', 'Terraform', 'AWS']),
      ...tagged(['Python', 'Apache Airflow', 'SQL']),
      ...tagged(['.NET', 'C#', 'Azure']),
    ],
  );
  const [first] = offers;
  await q(
    `INSERT INTO applications (offer_id, candidate_id, etat)
     SELECT $1, id, 'en_attente' FROM candidates WHERE active AND skills_norm && ARRAY['react', 'typescript'] ORDER BY id LIMIT 4
     ON CONFLICT DO NOTHING`,
    [first?.id],
  );
  await q(`INSERT INTO applications (offer_id, candidate_id, etat) VALUES ($1, $2, 'en_attente') ON CONFLICT DO NOTHING`, [
    first?.id,
    candidate?.id,
  ]);
  await q(
    `INSERT INTO favourites (client_id, candidate_id)
     SELECT $1, id FROM candidates WHERE active AND skills_norm && ARRAY['kubernetes'] ORDER BY id LIMIT 2 ON CONFLICT DO NOTHING`,
    [client?.id],
  );
  // Issue 17: the client watches for senior Kubernetes / Terraform profiles; the demo candidate for Node.js missions.
  await q(
    `INSERT INTO client_alerts (client_id, skills, skills_norm, niv_exp, min_score) VALUES ($1, $2::text[], $3::text[], '>10', 80)`,
    [client?.id, ...tagged(['Kubernetes', 'Terraform'])],
  );
  await q(
    `INSERT INTO candidate_alerts (candidate_id, search, skills, skills_norm) VALUES ($1, 'télétravail', $2::text[], $3::text[])`,
    [candidate?.id, ...tagged(['Node.js'])],
  );
  // The Airflow mission: a data engineer asked for 40 days ago, the request treated five days later, the mission
  // begun 30 days ago (issue 29: created < treated < start), at the freelancer's rate plus the platform's margin.
  const [request] = await q<{ id: number; candidate_id: number; rate: number }>(
    `INSERT INTO candidate_requests (client_id, candidate_id, offer_id, date_debut, date_fin, etat, treated_at, created_at)
     SELECT $1, id, $2, CURRENT_DATE - 30, CURRENT_DATE + 150, 'ferme_success', now() - interval '35 days', now() - interval '40 days'
       FROM candidates WHERE active AND skills_norm && $3::text[] AND niv_exp <> '<1' ORDER BY id LIMIT 1
     RETURNING id, candidate_id, (SELECT coalesce(tjm, tjm_souhaite, 560)::int FROM candidates c WHERE c.id = candidate_id) AS rate`,
    [client?.id, offers[2]?.id, keys(['Apache Airflow'])],
  );
  if (request) {
    await q(
      `INSERT INTO missions (request_id, client_id, candidate_id, offer_id, etat, date_debut, date_fin, tjm, tjm_candidat, created_at)
       VALUES ($1, $2, $3, $4, 'en_cours', CURRENT_DATE - 30, CURRENT_DATE + 150, $6, $5, now() - interval '35 days')`,
      [request.id, client?.id, request.candidate_id, offers[2]?.id, request.rate, clientRateFor(request.rate)],
    );
  }
  await settleRunningMissions(q);

  // Issue 18: Nova Numérique works as a team. Thomas, a colleague Claire invited, shares the company; the
  // React offer's shortlist holds the demo candidate and another applicant, with both colleagues' votes and
  // comments; Thomas proposed an interview to Yasmine, who has three slots to choose from.
  const [memberUser] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, email_verified_at, cgu_accepted_at, profile_done)
     VALUES ($1, $2, 'client', 'active', 'Girard', 'Thomas', now(), now(), true) RETURNING id`,
    [DEMO_ACCOUNTS.clientMember.email, passwordHash],
  );
  await q(
    `INSERT INTO client_members (user_id, client_id, owner, created_at) VALUES ($1, $2, false, now() - interval '20 days')`,
    [memberUser?.id, client?.id],
  );
  const shortlisted = await q<{ id: number; candidate_id: number }>(
    `INSERT INTO shortlist_items (offer_id, candidate_id, added_by)
     SELECT $1, candidate_id, $2 FROM applications WHERE offer_id = $1 ORDER BY (candidate_id = $3) DESC, candidate_id LIMIT 2
     RETURNING id, candidate_id`,
    [first?.id, memberUser?.id, candidate?.id],
  );
  const mine = shortlisted.find((item) => item.candidate_id === candidate?.id);
  const other = shortlisted.find((item) => item.candidate_id !== candidate?.id);
  if (mine) {
    await q(`INSERT INTO shortlist_votes (item_id, user_id, vote) VALUES ($1, $2, 1), ($1, $3, 1)`, [
      mine.id,
      clientUser?.id,
      memberUser?.id,
    ]);
    await q(
      `INSERT INTO shortlist_comments (item_id, user_id, content, created_at) VALUES
         ($1, $2, 'Très belle expérience sur un tunnel de commande React : exactement notre besoin.', now() - interval '2 days'),
         ($1, $3, 'D’accord, je lui propose un entretien cette semaine.', now() - interval '1 day')`,
      [mine.id, memberUser?.id, clientUser?.id],
    );
  }
  if (other) {
    await q(`INSERT INTO shortlist_votes (item_id, user_id, vote) VALUES ($1, $2, 1), ($1, $3, -1)`, [
      other.id,
      clientUser?.id,
      memberUser?.id,
    ]);
    await q(
      `INSERT INTO shortlist_comments (item_id, user_id, content) VALUES ($1, $2, 'Profil solide, mais disponible trop tard pour nous.')`,
      [other.id, memberUser?.id],
    );
  }
  await q(
    `INSERT INTO interviews (client_id, candidate_id, offer_id, proposed_by, etat, creneaux, duree_min, lien_visio)
     VALUES ($1, $2, $3, $4, 'propose',
             ARRAY[((CURRENT_DATE + 3) + time '10:00') AT TIME ZONE 'Europe/Paris',
                   ((CURRENT_DATE + 3) + time '14:30') AT TIME ZONE 'Europe/Paris',
                   ((CURRENT_DATE + 4) + time '11:00') AT TIME ZONE 'Europe/Paris'],
             45, 'https://meet.nova-numerique.fr/entretien-react')`,
    [client?.id, candidate?.id, first?.id, memberUser?.id],
  );

  // A conversation with the staff, and a few notifications.
  const [root] = await q<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.root.email]);
  await q(
    `INSERT INTO chat_messages (user_id, sender_id, from_staff, content, read_at, created_at) VALUES
       ($1, $1, false, 'Bonjour, j’ai postulé à la mission React de Nova Numérique. Avez-vous un retour ?', now(), now() - interval '2 hours'),
       ($1, $2, true, 'Bonjour Yasmine ! Le client étudie les candidatures cette semaine, nous revenons vers vous très vite.', NULL, now() - interval '1 hour')`,
    [candidateUser?.id, root?.id],
  );
  await q(
    `INSERT INTO conversations (user_id, last_message_at, last_message, unread_by_staff, unread_by_user)
     VALUES ($1, now() - interval '1 hour', 'Bonjour Yasmine ! Le client étudie les candidatures cette semaine, nous revenons vers vous très vite.', 0, 1)
     ON CONFLICT (user_id) DO NOTHING`,
    [candidateUser?.id],
  );
  await q(
    `INSERT INTO notifications (user_id, titre, content, url, read) VALUES
       ($1, 'msg', 'Nouveau message de <strong>L&#39;équipe Passerelle</strong>', $4, false),
       ($2, 'postul', 'Nouvelle candidature pour votre offre <strong>Développeur React pour une plateforme de réservation</strong>', $3, false),
       ($1, 'entretien', '<strong>Nova Numérique</strong> vous propose un entretien : choisissez un créneau.', $5, false)`,
    [
      candidateUser?.id,
      clientUser?.id,
      first ? paths.dashboard.client.offer(first.id) : null,
      paths.dashboard.chat,
      paths.dashboard.candidate.interviews,
    ],
  );
}
