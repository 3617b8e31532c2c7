import { candidateProfileApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as candidateProfile from './candidate-profile.service.js';
import * as profiles from './profiles.service.js';

/** The candidate's profile in the dashboard (SPEC §7 myprofile, updateCondInfo, updateCondForm, updateCondExp). */
export async function candidateProfileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, candidateProfileApi.myprofile, async (request) => ({
    done: true as const,
    data: await candidateProfile.getOwnCandidateProfile(ctx, caller(request), request.body.id),
  }));

  route(app, candidateProfileApi.updateCondInfo, async (request) => ({
    done: true as const,
    data: await candidateProfile.updateCandidateInfo(ctx, caller(request), request.body),
  }));

  // The dashboard editors send the whole list, as the onboarding steps do: the same code serves both.
  route(app, candidateProfileApi.updateCondForm, async (request) => {
    await profiles.setFormations(ctx, caller(request), request.body);
    return DONE;
  });

  route(app, candidateProfileApi.updateCondExp, async (request) => {
    await profiles.setExperiences(ctx, caller(request), request.body);
    return DONE;
  });
}
