import { addDays, parisToday } from '@passerelle/shared';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { listMissionContracts, lockContract } from '../modules/contracts/contracts.repository.js';
import { drawContracts, keepSignature } from '../modules/contracts/contracts.service.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { clientRateFor } from './demo-billing.js';

/**
 * Contracts in the demo (issue 31, DECISIONS §6.5), drawn and signed by the contracts service itself: Nova
 * Numérique's missions that run or ran have both documents signed, the bon de commande by Claire (the company's
 * owner) and the contrat de prestation by the freelancer, in the days before the mission started. A new mission,
 * starting in two weeks, waits for the company: its freelancer signed yesterday, the bon de commande is to sign.
 * Once: a mission that has its contracts is left alone; missions of the generated marketplace have none (made
 * « before online signing »).
 */

/** A signer's browser, as the certificate prints it. */
const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
/** Addresses of the documentation ranges (RFC 5737): never someone's. */
const CLIENT_IP = '203.0.113.24';
const FREELANCER_IP = '198.51.100.73';

const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

export async function ensureDemoContracts(database: Database, config: AppContext['config']): Promise<void> {
  const q = database.query.bind(database);
  const [client] = await q<{ id: number; user_id: number; nom: string; prenom: string; email: string }>(
    `SELECT c.id, u.id AS user_id, u.nom, u.prenom, u.email FROM clients c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
    [DEMO_ACCOUNTS.client.email],
  );
  if (!client) return;
  const ctx = { config };

  // The mission that waits for the company's signature: a React developer from the shortlisted applicants.
  const [waiting] = await q<{ id: number }>(
    `SELECT m.id FROM missions m WHERE m.client_id = $1 AND m.etat = 'en_attente' AND m.date_debut > CURRENT_DATE`,
    [client.id],
  );
  if (!waiting) {
    const [candidate] = await q<{ id: number; rate: number | null }>(
      `SELECT c.id, coalesce(c.tjm, c.tjm_souhaite)::int AS rate FROM candidates c JOIN users u ON u.id = c.user_id
        WHERE c.active AND c.skills_norm && ARRAY['react'] AND u.email <> $1
          AND NOT EXISTS (SELECT 1 FROM missions m WHERE m.candidate_id = c.id)
        ORDER BY c.id LIMIT 1`,
      [DEMO_ACCOUNTS.candidate.email],
    );
    if (candidate) {
      const start = addDays(parisToday(), 14);
      const [request] = await q<{ id: number }>(
        `INSERT INTO candidate_requests (client_id, candidate_id, date_debut, date_fin, etat, treated_at, created_at)
         VALUES ($1, $2, $3, $3::date + 90, 'ferme_success', now() - interval '2 days', now() - interval '6 days') RETURNING id`,
        [client.id, candidate.id, start],
      );
      await q(
        `INSERT INTO missions (request_id, client_id, candidate_id, etat, date_debut, date_fin, tjm, tjm_candidat, bon_commande, created_at)
         VALUES ($1, $2, $3, 'en_attente', $4, $4::date + 90, $5, $6, 'BC-2026-0187', now() - interval '2 days')`,
        // Its own rate (600 € when it has none), the company's with the platform's margin.
        [request?.id, client.id, candidate.id, start, clientRateFor(candidate.rate ?? 600), candidate.rate ?? 600],
      );
    }
  }

  const missions = await q<{
    id: number;
    etat: string;
    date_debut: string;
    created_at: Date;
    freelancer_id: number;
    nom: string;
    prenom: string;
    email: string;
  }>(
    `SELECT m.id, m.etat, m.date_debut::text, m.created_at, u.id AS freelancer_id, u.nom, u.prenom, u.email
       FROM missions m JOIN candidates c ON c.id = m.candidate_id JOIN users u ON u.id = c.user_id
      WHERE m.client_id = $1 AND NOT EXISTS (SELECT 1 FROM contracts k WHERE k.mission_id = m.id)
      ORDER BY m.id`,
    [client.id],
  );
  for (const mission of missions) {
    const upcoming = mission.etat === 'en_attente';
    // Drawn when the mission was made (a few days before it started), signed in the days after.
    const drawnDay = upcoming ? addDays(parisToday(), -2) : addDays(mission.date_debut, -6);
    await database.db.transaction(async (tx) => {
      await drawContracts(ctx, tx, mission.id, at(drawnDay, '10:12'));
      // Read in the transaction (PGlite has one connection; PostgreSQL's others do not see these rows yet).
      for (const row of await listMissionContracts(tx, mission.id)) {
        const contract = await lockContract(tx, row.id);
        if (!contract) continue;
        if (row.type === 'bon_commande') {
          if (upcoming) continue;
          const signer = { id: client.user_id, nom: client.nom, prenom: client.prenom, email: client.email };
          await keepSignature(tx, contract, signer, at(addDays(drawnDay, 1), '09:47'), { ip: CLIENT_IP, userAgent: USER_AGENT });
        } else {
          const signer = { id: mission.freelancer_id, nom: mission.nom, prenom: mission.prenom, email: mission.email };
          const day = upcoming ? addDays(parisToday(), -1) : addDays(drawnDay, 2);
          await keepSignature(tx, contract, signer, at(day, '18:23'), { ip: FREELANCER_IP, userAgent: USER_AGENT });
        }
      }
    });
  }
}
