import { type ErrorCode, isAdminRole, type RouteAccess, type RouteContract, type SessionAccess } from '@passerelle/shared';
import type { UserRow } from '../../modules/accounts/accounts.repository.js';

/** One API route as registered: its contract, hence its access (the permission matrix reads these). */
export interface CatalogEntry {
  method: string;
  url: string;
  access: RouteAccess;
  contract: RouteContract;
}

export type { LinkProof, LinkProofOf } from './link-proof.js';

/**
 * Why this signed-in user may not use a session route or socket event of this access, or null: the one
 * reading of a SessionAccess, for HTTP calls and socket events alike. `twoFactorRequiredNow` tells
 * whether root has made the second factor mandatory for the staff (read only when it matters).
 */
export async function refusalOf(
  rule: SessionAccess,
  user: UserRow,
  twoFactorRequiredNow: () => Promise<boolean>,
): Promise<ErrorCode | null> {
  if (!user.emailVerifiedAt && !rule.unverified) return 'account.email_not_verified';
  if (!rule.roles.includes(user.role as never)) return 'auth.role_forbidden';
  if (rule.secondFactor === 'required' && isAdminRole(user.role) && !user.totpEnabledAt && (await twoFactorRequiredNow())) {
    return 'auth.two_factor_required';
  }
  if (rule.active && user.etat !== 'active') return 'account.not_active';
  return null;
}
