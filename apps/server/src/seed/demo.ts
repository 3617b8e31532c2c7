import { normalizeTags } from '@passerelle/shared';
import type { Database } from '../db/client.js';
import { ensureStaffAccount } from '../modules/accounts/accounts.service.js';
import { DEMO_ACCOUNTS, GENERATED_PASSWORD } from './demo-accounts.js';

/**
 * The fixed demo accounts of `npm run demo` (issue 10), one of each role, on top of a generated
 * marketplace: a root, an administrator, an active ESN client with offers, applicants, favourites and a
 * mission, an active candidate with applications and a conversation with the staff. Idempotent: an existing demo account is left as is.
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
    `INSERT INTO clients (user_id, type_client, nom_entreprise, date_creation, resume, site_web, secteur)
     VALUES ($1, 'esn', 'Nova Numérique', '2014-03-01',
             'ESN de 120 consultants spécialisée dans les applications web et le cloud, entièrement à distance depuis 2020.',
             'https://www.nova-numerique.fr', 'Conseil en informatique') RETURNING id`,
    [clientUser?.id],
  );

  const skills = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'];
  const [candidateUser] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, etat, nom, prenom, tel, email_verified_at, cgu_accepted_at, profile_done, formation_done, exp_done)
     VALUES ($1, $2, 'condidat', 'active', 'Benali', 'Yasmine', '06 12 34 56 78', now(), now(), true, true, true) RETURNING id`,
    [DEMO_ACCOUNTS.candidate.email, passwordHash],
  );
  const [candidate] = await q<{ id: number }>(
    `INSERT INTO candidates (user_id, titre, sex, date_naissance, niv_etude, niv_exp, resume, skills, skills_norm, dispo, tjm, active)
     VALUES ($1, 'Développeuse full stack React / Node.js', 'female', '1991-06-14', 'bac+5', '1-10',
             'Huit ans de développement web, dont cinq en télétravail complet. J’aime les produits bien finis et les équipes qui se parlent.',
             $2::text[], $3::text[], CURRENT_DATE + 14, 620, true) RETURNING id`,
    [candidateUser?.id, skills, normalizeTags(skills)],
  );
  await q(
    `INSERT INTO formations (candidate_id, position, nom, ecole, date_debut, date_fin) VALUES
       ($1, 0, 'Diplôme d’ingénieur informatique', 'INSA Lyon', '2010-09-01', '2015-06-30')`,
    [candidate?.id],
  );
  await q(
    `INSERT INTO experiences (candidate_id, position, entreprise, lieu, date_debut, date_fin, domaine, fonction, description, tech) VALUES
       ($1, 0, 'Azur Digital', 'Lyon', '2019-01-07', '2025-12-19', 'Commerce en ligne', 'Développeuse full stack',
        'Refonte complète du tunnel de commande en React et Node.js, taux de conversion +18 %.', ARRAY['React', 'Node.js', 'PostgreSQL']),
       ($1, 1, 'Cobalt Systèmes', 'Nantes', '2015-09-01', '2018-12-21', 'Banque', 'Développeuse Java',
        'Développement des services de virement instantané et de leurs tests automatisés.', ARRAY['Java', 'Spring Boot'])`,
    [candidate?.id],
  );

  // The client's offers; the demo candidate and some generated ones applied.
  const offers = await q<{ id: number }>(
    `INSERT INTO offers (client_id, titre, description, budget, date_debut, date_fin, tech, tech_norm, etat) VALUES
       ($1, 'Développeur React pour une plateforme de réservation', E'Mission de six mois dans une équipe produit de cinq personnes.\\nVous reprendrez le front-end React et construirez le nouveau parcours de réservation.', 600, CURRENT_DATE + 21, CURRENT_DATE + 200, $2::text[], $3::text[], 'ouvert'),
       ($1, 'Ingénieur DevOps Kubernetes', E'Industrialisation des déploiements d’une plateforme de paiement.\\nAstreintes partagées, 100 % à distance.', 700, CURRENT_DATE + 30, CURRENT_DATE + 300, ARRAY['Kubernetes', 'Terraform', 'AWS'], ARRAY['kubernetes', 'terraform', 'aws'], 'ouvert'),
       ($1, 'Data engineer Airflow', E'Construction d’un pipeline d’ingestion temps réel.\\nÉquipe data de trois personnes.', 650, CURRENT_DATE - 30, CURRENT_DATE + 150, ARRAY['Python', 'Airflow', 'SQL'], ARRAY['python', 'airflow', 'sql'], 'en_cours')
     RETURNING id`,
    [client?.id, ['React', 'TypeScript', 'Node.js'], normalizeTags(['React', 'TypeScript', 'Node.js'])],
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
  const [request] = await q<{ id: number; candidate_id: number }>(
    `INSERT INTO candidate_requests (client_id, candidate_id, offer_id, date_debut, date_fin, etat, treated_at)
     SELECT $1, id, $2, CURRENT_DATE - 30, CURRENT_DATE + 150, 'ferme_success', now() - interval '35 days'
       FROM candidates WHERE active AND skills_norm && ARRAY['python'] ORDER BY id LIMIT 1
     RETURNING id, candidate_id`,
    [client?.id, offers[2]?.id],
  );
  if (request) {
    await q(
      `INSERT INTO missions (request_id, client_id, candidate_id, offer_id, etat, date_debut, date_fin, tjm)
       VALUES ($1, $2, $3, $4, 'en_cours', CURRENT_DATE - 30, CURRENT_DATE + 150, 640.5)`,
      [request.id, client?.id, request.candidate_id, offers[2]?.id],
    );
  }

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
       ($1, 'msg', 'Nouveau message de <strong>L&#39;équipe Passerelle</strong>', '/dashb/chat', false),
       ($2, 'postul', 'Nouvelle candidature pour votre offre <strong>Développeur React pour une plateforme de réservation</strong>', $3, false)`,
    [candidateUser?.id, clientUser?.id, `/dashb/mesoffres/${first?.id}`],
  );
}
