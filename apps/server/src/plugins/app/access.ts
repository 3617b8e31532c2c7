import type { LinkTokenPurpose, Role } from '@passerelle/shared';
import { ROLES } from '@passerelle/shared';

/**
 * Every API route declares who may call it (DECISIONS §2), in `config.access`. The auth plugin
 * refuses to register an /api route without one, and the permission tests read the same table.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'session'; roles: readonly Role[]; allowUnverified?: boolean }
  | { kind: 'link'; purpose: LinkTokenPurpose };

export const access = {
  /** Anyone, no token. */
  public: (): RouteAccess => ({ kind: 'public' }),
  /** A signed-in user with one of these roles and a verified e-mail. */
  roles: (...roles: Role[]): RouteAccess => ({ kind: 'session', roles }),
  /** Any signed-in user with a verified e-mail. */
  signedIn: (): RouteAccess => ({ kind: 'session', roles: ROLES }),
  /** Any signed-in user, even before the e-mail is verified (resend the mail, log out). */
  signedInUnverified: (): RouteAccess => ({ kind: 'session', roles: ROLES, allowUnverified: true }),
  admins: (): RouteAccess => ({ kind: 'session', roles: ['admin', 'root'] }),
  /** The holder of a link token of this purpose, sent in sb-tkn (DECISIONS §2). */
  link: (purpose: LinkTokenPurpose): RouteAccess => ({ kind: 'link', purpose }),
};

export interface CatalogEntry {
  method: string;
  url: string;
  access: RouteAccess;
}
