import { ACCOUNTS_CASES } from './route-cases/accounts.js';
import { COMPANY_CASES } from './route-cases/company.js';
import { CONTRACTS_CASES } from './route-cases/contracts.js';
import type { RouteCase } from './route-cases/helpers.js';
import { MARKETPLACE_CASES } from './route-cases/marketplace.js';
import { MISSION_WORK_CASES } from './route-cases/mission-work.js';
import { PAYMENTS_CASES, PAYOUTS_CASES } from './route-cases/payments.js';

export type { Build, RouteCase } from './route-cases/helpers.js';

/**
 * One row per API route (`METHOD url` as in app.routeCatalog): how to build a valid request for a caller
 * of an allowed role, and the request that names another owner's record. The permission matrix and the fuzz
 * test both read it; a route without a row fails them (docs/api.md, "Permission matrix"). What each call must
 * answer is not here: security/permission-matrix.expected.txt holds it.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  ...ACCOUNTS_CASES,
  ...MARKETPLACE_CASES,
  ...MISSION_WORK_CASES,
  ...COMPANY_CASES,
  ...PAYMENTS_CASES,
  ...PAYOUTS_CASES,
  ...CONTRACTS_CASES,
};
