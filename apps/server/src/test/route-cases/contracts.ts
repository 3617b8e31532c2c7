import { body, empty, freshMission, type RouteCase } from './helpers.js';

/** Rows of issue 31 (DECISIONS §6.5): rates, Réglages, missions' history and contracts. */
export const CONTRACTS_CASES: Record<string, RouteCase> = {
  'POST /api/adm/getMissionHistory': { build: async (w) => body({ id: (await freshMission(w)).id }), other: null },
  'POST /api/adm/getReglages': { build: empty, other: null },
  'POST /api/adm/setReglages': { build: () => body({ delai_paiement: 30 }), other: null },
};
