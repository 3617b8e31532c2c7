import type { ErrorCode } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';

/**
 * What to do when a call made with the session is refused 401. Its own module (issue 20): the router
 * installs the handler from the entry, which then does not carry the API client and its error table.
 */
let onSessionExpired: (code: ErrorCode | null) => void = () => {
  window.location.assign(paths.login);
};

/** The router installs a navigation that does not reload the page; `code` says why (a ban is not an expiry). */
export function setSessionExpiredHandler(handler: (code: ErrorCode | null) => void) {
  onSessionExpired = handler;
}

/** The session has ended (lib/api-client.ts calls it). */
export function sessionExpired(code: ErrorCode | null) {
  onSessionExpired(code);
}
