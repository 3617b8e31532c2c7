import {
  type ErrorCode,
  isAdminRole,
  type LinkPurpose,
  type RouteAccess,
  type RouteContract,
  type SessionAccess,
} from '@passerelle/shared';
import type { UserRow } from '../../modules/accounts/accounts.repository.js';

/** One API route as registered: its contract, hence its access (the permission matrix reads these). */
export interface CatalogEntry {
  method: string;
  url: string;
  access: RouteAccess;
  contract: RouteContract;
}

/**
 * What a link route's handler receives (issue 28 §8): the token of sb-tkn, hashed as the tables keep it, and
 * the purpose the route's contract declares (`access.link(purpose)`). The auth hook builds it; the token
 * checks (link_tokens, team_invitations) read the purpose from it, so that a service never spells it again
 * and a token of one purpose cannot be spent on a route of another.
 */
export interface LinkProof<P extends LinkPurpose = LinkPurpose> {
  purpose: P;
  tokenHash: string;
}

/** The LinkProof of a contract's link route (null for another access). */
export type LinkProofOf<C extends RouteContract> = C['access'] extends { kind: 'link'; purpose: infer P extends LinkPurpose }
  ? LinkProof<P>
  : null;

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
