import type { DoneResponse, UserResponse } from '@passerelle/shared';
import { api } from './api-client';
import { sessionStore } from './session';

/** The dashboard's session check (its query key starts with this; invalidating it checks again). */
export const CHECK_USER_KEY = ['checkuser'] as const;

/** Session calls every part of the app needs: the check on each dashboard load, and logout. */
export const sessionApi = {
  checkUser: () => api.post<UserResponse>('/api/users/checkuser'),
  /** Ends the server session, then forgets everything kept in the browser, whatever the answer. */
  async logout() {
    try {
      await api.post<DoneResponse>('/api/users/logout');
    } catch {
      // Already ended on the server: the browser side still has to be cleared.
    } finally {
      sessionStore.clear();
    }
  },
};
