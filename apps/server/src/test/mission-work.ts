import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { complianceDocuments, cras, reviews } from '../db/schema/index.js';
import { makeCandidate, makeClient, makeMission } from './marketplace.js';

/** Test data of missions that run on the platform: a running mission and its CRAs (DECISIONS §6.4). */

/** A mission en cours from 2026-10-01 to 2026-12-31 at 600 € a day. */
export function runningMission(ctx: AppContext, clientId: number, candidateId: number, tjm = '600.000') {
  return makeMission(ctx, clientId, candidateId, { etat: 'en_cours', tjm });
}

/** A CRA stored as is (default: October 2026, three full days, submitted; `submittedAt` when it was). */
export async function makeCra(
  ctx: AppContext,
  missionId: number,
  options: {
    mois?: string;
    jours?: Record<string, number>;
    etat?: 'brouillon' | 'soumis' | 'valide' | 'refuse';
    submittedAt?: string;
  } = {},
) {
  const jours = options.jours ?? { '2026-10-01': 1, '2026-10-02': 1, '2026-10-05': 1 };
  const total = Object.values(jours).reduce((a, b) => a + b, 0);
  const [row] = await ctx.db
    .insert(cras)
    .values({
      missionId,
      mois: options.mois ?? '2026-10',
      jours,
      total: String(total),
      etat: options.etat ?? 'soumis',
      ...(options.submittedAt ? { submittedAt: new Date(options.submittedAt) } : {}),
    })
    .returning();
  if (!row) throw new Error('insert cras returned nothing');
  return row;
}

/** A freelancer in the VAT franchise (SIRET whose Luhn keys are right, a real-shaped IBAN), mandate given. */
export const FRANCHISE_IDENTITY = {
  raison_sociale: 'Léa Martin EI',
  siret: '842 159 378 00004',
  adresse: '3 quai Perrache',
  code_postal: '69002',
  ville: 'Lyon',
  regime_tva: 'franchise',
  iban: 'FR14 2004 1010 0505 0001 3M02 606',
  bic: 'PSSTFRPPLYO',
  mandat: true,
} as const;

/**
 * A running mission (runningMission) between a new company and a new freelancer who gave its billing identity
 * (FRANCHISE_IDENTITY, through setFacturation as the freelancer does): a CRA of it, once validated by a member or
 * by the CRA deadline, issues the client's invoice F and the freelancer's AF together (DECISIONS §6.6).
 * `billing: false` makes a company without its billing details.
 */
export async function billedMission(
  app: FastifyInstance,
  options: { nomEntreprise?: string; billing?: boolean; nom?: string } = {},
) {
  const client = await makeClient(app.ctx, { nomEntreprise: options.nomEntreprise, billing: options.billing });
  const candidate = await makeCandidate(app.ctx, { nom: options.nom });
  const res = await app.inject({
    method: 'POST',
    url: '/api/cd/setFacturation',
    headers: { 'sb-tkn': candidate.token },
    payload: FRANCHISE_IDENTITY,
  });
  if (res.statusCode !== 200) throw new Error(`setFacturation: ${res.statusCode} ${res.body}`);
  const mission = await runningMission(app.ctx, client.client.id, candidate.candidate.id);
  return { client, candidate, mission };
}

/** A compliance document stored as is (default: a verified URSSAF attestation valid until the end of 2099). */
export async function makeDocument(
  ctx: AppContext,
  candidateId: number,
  options: { type?: 'kbis' | 'urssaf' | 'rc_pro'; etat?: 'a_verifier' | 'valide' | 'refuse'; expireLe?: string } = {},
) {
  const [row] = await ctx.db
    .insert(complianceDocuments)
    .values({
      candidateId,
      type: options.type ?? 'urssaf',
      storageKey: 'documents/test.pdf',
      expireLe: options.expireLe ?? '2099-12-31',
      etat: options.etat ?? 'valide',
    })
    .returning();
  if (!row) throw new Error('insert compliance_documents returned nothing');
  return row;
}

/** A review stored as is (default: the company's, 5/5, written now). */
export async function makeReview(
  ctx: AppContext,
  mission: { id: number; clientId: number; candidateId: number },
  options: { side?: 'cl' | 'cd'; note?: number; createdAt?: Date } = {},
) {
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      missionId: mission.id,
      side: options.side ?? 'cl',
      candidateId: mission.candidateId,
      clientId: mission.clientId,
      note: options.note ?? 5,
      commentaire: 'Très bonne collaboration.',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('insert reviews returned nothing');
  return row;
}
