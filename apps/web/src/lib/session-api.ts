import { accountsApi } from '@passerelle/shared/routes/accounts';
import { call } from './api-client';
import { sessionStore } from './session';

/** Session calls every part of the app needs: the check on each dashboard load, and logout. */
export const sessionApi = {
  /** The dashboard's session check (invalidating its route's key checks again). */
  checkUser: () => call(accountsApi.checkuser),
  /** Ends the server session, then forgets everything kept in the browser, whatever the answer. */
  async logout() {
    try {
      await call(accountsApi.logout);
    } catch {
      // Already ended on the server: the browser side still has to be cleared.
    } finally {
      sessionStore.clear();
    }
  },
};
