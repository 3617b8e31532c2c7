import type { UserRow } from '../../modules/accounts/accounts.repository.js';

/**
 * The caller, as established from the session token (auth.ts). In a module of its own so that a service the
 * auth hook calls (passwords, second factor) can name it without an import cycle through the hook.
 */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}
