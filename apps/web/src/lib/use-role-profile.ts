import type { CandidateProfileResponse, ClientProfileResponse } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/**
 * The signed-in user's role record (SPEC §3 Session: the client or candidate record whose id later
 * calls send): getUserClientInf / getUserCondInf with the user's id, cached for the session.
 */
export function useRoleProfile() {
  const session = useSession();
  const user = session?.user;
  const role = user?.role;
  return useQuery({
    queryKey: ['role-profile', user?.id],
    enabled: Boolean(user?.profile_done) && (role === 'client' || role === 'condidat'),
    queryFn: async () => {
      if (role === 'client') return (await api.post<ClientProfileResponse>('/api/cl/getUserClientInf', { id: user?.id })).data;
      return (await api.post<CandidateProfileResponse>('/api/cd/getUserCondInf', { id: user?.id })).data;
    },
    staleTime: 5 * 60_000,
  });
}
