import type { Role } from '@passerelle/shared';
import { makeRequest } from '../marketplace.js';
import { makeDocument } from '../mission-work.js';
import { PDF } from '../multipart.js';
import type { World } from '../security-world.js';
import { body, empty, freshMission, type RouteCase } from './helpers.js';

/** A mission of the first (or the other) client and candidate made through closeDmdOk: its contracts are drawn. */
async function contractedMission(w: World, whose: 'own' | 'other' = 'own') {
  const [client, candidate] = whose === 'own' ? [w.client, w.candidate] : [w.otherClient, w.otherCandidate];
  await makeDocument(w.t.app.ctx, candidate.candidate.id);
  const request = await makeRequest(w.t.app.ctx, client.client.id, candidate.candidate.id);
  const made = await w.t.post(
    '/api/adm/closeDmdOk',
    { id_dmd: request.id, tjm: 600, date_debut: '2026-10-01', date_fin: '2026-12-31' },
    w.admin.token,
  );
  if (made.statusCode !== 200) throw new Error(`closeDmdOk: ${made.body}`);
  const missionId = made.json().data.id as number;
  const rows = await w.t.database.query<{ id: number; type: string }>('SELECT id, type FROM contracts WHERE mission_id = $1', [
    missionId,
  ]);
  const id = (type: string) => rows.find((r) => r.type === type)?.id ?? 0;
  return { missionId, bc: id('bon_commande'), cp: id('contrat_prestation') };
}

/** The contract a caller of `role` signs: the bon_commande for a client, the contrat_prestation otherwise. */
const contractFor = async (w: World, role: Role, whose: 'own' | 'other' = 'own') => {
  const made = await contractedMission(w, whose);
  return role === 'condidat' ? made.cp : made.bc;
};

/** Rows of issue 31 (DECISIONS §6.5): rates, Réglages, missions' history and contracts. */
export const CONTRACTS_CASES: Record<string, RouteCase> = {
  'POST /api/adm/getMissionHistory': { build: async (w) => body({ id: (await freshMission(w)).id }), other: null },
  'POST /api/adm/getReglages': { build: empty, other: null },
  'POST /api/adm/setReglages': { build: () => body({ delai_paiement: 30 }), other: null },
  'POST /api/cl/getContrats': {
    build: async (w) => body({ missionId: (await contractedMission(w)).missionId }),
    other: { build: async (w) => body({ missionId: (await contractedMission(w, 'other')).missionId }) },
  },
  'POST /api/cd/getContrats': {
    build: async (w) => body({ missionId: (await contractedMission(w)).missionId }),
    other: { build: async (w) => body({ missionId: (await contractedMission(w, 'other')).missionId }) },
  },
  'POST /api/adm/getContrats': { build: async (w) => body({ missionId: (await contractedMission(w)).missionId }), other: null },
  'POST /api/cl/contratCode': {
    build: async (w) => body({ id: await contractFor(w, 'client') }),
    other: { build: async (w) => body({ id: await contractFor(w, 'client', 'other') }) },
  },
  'POST /api/cd/contratCode': {
    build: async (w) => body({ id: await contractFor(w, 'condidat') }),
    other: { build: async (w) => body({ id: await contractFor(w, 'condidat', 'other') }) },
  },
  // A valid request without the mailed code: the code is refused (400), the access checks come first.
  'POST /api/cl/signContrat': {
    build: async (w) => body({ id: await contractFor(w, 'client'), code: '123456', accepte: true }),
    other: { build: async (w) => body({ id: await contractFor(w, 'client', 'other'), code: '123456', accepte: true }) },
  },
  'POST /api/cd/signContrat': {
    build: async (w) => body({ id: await contractFor(w, 'condidat'), code: '123456', accepte: true }),
    other: { build: async (w) => body({ id: await contractFor(w, 'condidat', 'other'), code: '123456', accepte: true }) },
  },
  'POST /api/cl/setBonCommande': {
    build: async (w) => body({ missionId: (await contractedMission(w)).missionId, reference: 'BC-2026-0042' }),
    other: {
      build: async (w) => body({ missionId: (await contractedMission(w, 'other')).missionId, reference: 'BC-2026-0042' }),
    },
  },
  'GET /api/files/contrat/:id': {
    build: async (w, role) => ({ url: `/api/files/contrat/${await contractFor(w, role)}` }),
    other: { build: async (w, role) => ({ url: `/api/files/contrat/${await contractFor(w, role, 'other')}` }) },
  },
  'POST /api/contrats/verifier': {
    build: () => ({ file: { data: PDF, name: 'contrat.pdf', type: 'application/pdf' } }),
    other: null,
  },
};
