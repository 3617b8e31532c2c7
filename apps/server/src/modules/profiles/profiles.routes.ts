import { profilesApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as profiles from './profiles.service.js';

/** Onboarding profiles (SPEC §7 newclinf, getUserClientInf, newCondinf, getUserCondInf, setCondForm, setCondExp). */
export async function profilesRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, profilesApi.newclinf, async (request) => ({
    done: true as const,
    data: await profiles.createClientProfile(ctx, caller(request), request.body),
  }));

  route(app, profilesApi.getUserClientInf, async (request) => ({
    done: true as const,
    data: await profiles.getClientProfile(ctx, caller(request), request.body.id),
  }));

  route(app, profilesApi.myprofile, async (request) => ({
    done: true as const,
    data: await profiles.getMyClientProfile(ctx, caller(request), request.body.id),
  }));

  route(app, profilesApi.edtmyprofile, async (request) => ({
    done: true as const,
    data: await profiles.editClientProfile(ctx, caller(request), request.body),
  }));

  route(app, profilesApi.newCondinf, async (request) => ({
    done: true as const,
    data: await profiles.createCandidateProfile(ctx, caller(request), request.body),
  }));

  route(app, profilesApi.getUserCondInf, async (request) => ({
    done: true as const,
    data: await profiles.getCandidateProfile(ctx, caller(request), request.body.id),
  }));

  route(app, profilesApi.setCondForm, async (request) => {
    await profiles.setFormations(ctx, caller(request), request.body);
    return DONE;
  });

  route(app, profilesApi.setCondExp, async (request) => {
    await profiles.setExperiences(ctx, caller(request), request.body);
    return DONE;
  });
}
