import { adminAccountsApi } from '@passerelle/shared/routes/admin-accounts';

/** The routes behind the staff's account screens: a moderation action makes all their answers stale. */
export const ACCOUNT_ROUTES = [
  adminAccountsApi.getAllClient,
  adminAccountsApi.getAllCond,
  adminAccountsApi.inactiveCandidates,
  adminAccountsApi.getAccountHistory,
] as const;
