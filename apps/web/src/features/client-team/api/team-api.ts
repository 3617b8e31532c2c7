import { teamsApi } from '@passerelle/shared/routes/teams';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** « Mon équipe » (DECISIONS §6.3): members and invitations of the caller's company. */
export const teamApi = {
  members: async () => (await call(teamsApi.getMembers)).members,
  invitations: async () => (await call(teamsApi.getInvitations)).invitations,
  invite: (email: string) => call(teamsApi.inviteMember, { email }),
  resend: (id: number) => call(teamsApi.resendInvitation, { id }),
  revoke: (id: number) => call(teamsApi.revokeInvitation, { id }),
  remove: (id: number) => call(teamsApi.removeMember, { id }),
};

/** What an invitation or a removal makes stale. */
export const TEAM_ROUTES = [teamsApi.getMembers, teamsApi.getInvitations] as const;

// A colleague joins from their own browser: the page reads the team afresh each time it opens.
export const membersQuery = () =>
  queryOptions({ queryKey: queryKeyOf(teamsApi.getMembers), queryFn: teamApi.members, refetchOnMount: 'always' });
export const invitationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(teamsApi.getInvitations),
    queryFn: teamApi.invitations,
    enabled,
    refetchOnMount: 'always',
  });
