import { INVITATIONS_PER_HOUR, teamsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { ONE_HOUR, perUser } from '../../plugins/external/rate-limit.js';
import { DONE, requestMeta } from '../route-helpers.js';
import * as teams from './teams.service.js';

/** Client teams (DECISIONS §6.3): members, invitations, joining by the link. */
export async function teamsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Each invitation mails an address the caller chose and says whether it has an account (team.email_taken):
  // inviting and resending count together, per user (gap 9 of the issue-18 audit).
  const invitationLimit = {
    max: INVITATIONS_PER_HOUR,
    timeWindow: ONE_HOUR,
    groupId: 'team-invitation',
    keyGenerator: perUser('team-invitation'),
  };

  route(
    app,
    teamsApi.inviteMember,
    async (request) => {
      await teams.inviteMember(ctx, caller(request), request.body);
      return DONE;
    },
    { rateLimit: invitationLimit },
  );
  route(app, teamsApi.getMembers, async (request) => ({ members: await teams.listMembers(ctx, caller(request)) }));
  route(app, teamsApi.removeMember, async (request) => {
    await teams.removeMember(ctx, caller(request), request.body.id, request.ip ?? null);
    return DONE;
  });
  route(app, teamsApi.getInvitations, async (request) => ({
    invitations: await teams.listInvitations(ctx, caller(request)),
  }));
  route(
    app,
    teamsApi.resendInvitation,
    async (request) => {
      await teams.resendInvitation(ctx, caller(request), request.body.id);
      return DONE;
    },
    { rateLimit: invitationLimit },
  );
  route(app, teamsApi.revokeInvitation, async (request) => {
    await teams.revokeInvitation(ctx, caller(request), request.body.id);
    return DONE;
  });
  route(app, teamsApi.joinTeam, async (request) => {
    const { user, token } = await teams.joinTeam(ctx, request.link, request.body, requestMeta(request));
    return { done: true as const, token, user };
  });
  route(app, teamsApi.teamInvitation, async (request) => {
    const { email, nomEntreprise } = await teams.readInvitation(ctx, request.link);
    return { done: true as const, email, nom_entreprise: nomEntreprise };
  });
  route(app, teamsApi.staffMembers, async (request) => ({
    members: await teams.staffListMembers(ctx, request.body.clientId),
  }));
}
