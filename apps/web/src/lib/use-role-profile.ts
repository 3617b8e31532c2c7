import { profilesApi } from '@passerelle/shared/routes/profiles';
import type { User } from '@passerelle/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { queryKeyOf } from './query-keys';
import { useSession } from './session';

/** The route that reads the role record of this user: getUserClientInf for a client, getUserCondInf otherwise. */
const routeOf = (role: User['role'] | undefined) =>
  role === 'client' ? profilesApi.getUserClientInf : profilesApi.getUserCondInf;

/** The cache key of a user's role record (a screen that edits the record updates it there). */
export const roleProfileKey = (user: Pick<User, 'id' | 'role'>) => queryKeyOf(routeOf(user.role), { id: user.id });

/**
 * The signed-in user's role record (SPEC §3 Session: the client or candidate record whose id later
 * calls send): getUserClientInf / getUserCondInf with the user's id, cached for the session.
 */
export function useRoleProfile() {
  const session = useSession();
  const user = session?.user;
  const role = user?.role;
  return useQuery({
    queryKey: queryKeyOf(routeOf(role), { id: user?.id }),
    enabled: Boolean(user?.profile_done) && (role === 'client' || role === 'condidat'),
    queryFn: async () => {
      if (role === 'client') return (await call(profilesApi.getUserClientInf, { id: user?.id })).data;
      return (await call(profilesApi.getUserCondInf, { id: user?.id })).data;
    },
    staleTime: 5 * 60_000,
  });
}
