import { candidateProfileResponse, experiencesBody, formationsBody, idBody, updateCandidateInfoBody } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as candidateProfile from './candidate-profile.service.js';
import * as profiles from './profiles.service.js';

/** The candidate's profile in the dashboard (SPEC §7 myprofile, updateCondInfo, updateCondForm, updateCondExp). */
export async function candidateProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Profils'];
  const config = { access: access.roles('condidat') };

  r.post(
    '/api/cd/myprofile',
    {
      config,
      schema: {
        tags,
        summary: "Son profil complet, formations, expériences et CV (user.cv) compris (id : l'id de sa fiche candidat)",
        body: idBody,
        response: { 200: candidateProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await candidateProfile.getOwnCandidateProfile(ctx, caller(request), request.body.id),
    }),
  );

  r.post(
    '/api/cd/updateCondInfo',
    {
      config,
      schema: {
        tags,
        summary: "Modifier ses informations (id : l'id de sa fiche candidat) ; répond le profil modifié",
        body: updateCandidateInfoBody,
        response: { 200: candidateProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await candidateProfile.updateCandidateInfo(ctx, caller(request), request.body),
    }),
  );

  // The dashboard editors send the whole list, as the onboarding steps do: the same code serves both.
  r.post(
    '/api/cd/updateCondForm',
    {
      config,
      schema: {
        tags,
        summary: 'Modifier ses formations (la liste remplace la précédente)',
        body: formationsBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await profiles.setFormations(ctx, caller(request), request.body);
      return DONE;
    },
  );

  r.post(
    '/api/cd/updateCondExp',
    {
      config,
      schema: {
        tags,
        summary: 'Modifier ses expériences (la liste remplace la précédente)',
        body: experiencesBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await profiles.setExperiences(ctx, caller(request), request.body);
      return DONE;
    },
  );
}
