import {
  candidateProfileResponse,
  clientProfileResponse,
  editClientProfileBody,
  experiencesBody,
  formationsBody,
  idBody,
  newCandidateProfileBody,
  newClientProfileBody,
  userIdBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as profiles from './profiles.service.js';

/** Onboarding profiles (SPEC §7 newclinf, getUserClientInf, newCondinf, getUserCondInf, setCondForm, setCondExp). */
export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Profils'];
  const clientOnly = { access: access.roles('client') };
  const candidateOnly = { access: access.roles('condidat') };

  r.post(
    '/api/cl/newclinf',
    {
      config: clientOnly,
      schema: {
        tags,
        summary: "Créer son profil d'entreprise (img : l'URL rendue par /api/upload, facultative)",
        body: newClientProfileBody,
        response: { 200: clientProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.createClientProfile(ctx, caller(request), request.body),
    }),
  );

  r.post(
    '/api/cl/getUserClientInf',
    {
      config: clientOnly,
      schema: {
        tags,
        summary: "Son profil d'entreprise (id : l'id de son propre compte utilisateur)",
        body: userIdBody,
        response: { 200: clientProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.getClientProfile(ctx, caller(request), request.body.id),
    }),
  );

  r.post(
    '/api/cl/myprofile',
    {
      config: clientOnly,
      schema: {
        tags,
        summary: "Son profil d'entreprise (id : son enregistrement client)",
        body: idBody,
        response: { 200: clientProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.getMyClientProfile(ctx, caller(request), request.body.id),
    }),
  );

  r.post(
    '/api/cl/edtmyprofile',
    {
      config: clientOnly,
      schema: {
        tags,
        summary:
          "Modifier son profil d'entreprise (id : son enregistrement client ; img absente : photo inchangée, vide : retirée, sinon une URL rendue par /api/upload)",
        body: editClientProfileBody,
        response: { 200: clientProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.editClientProfile(ctx, caller(request), request.body),
    }),
  );

  r.post(
    '/api/cd/newCondinf',
    {
      config: candidateOnly,
      schema: {
        tags,
        summary: "Créer son profil de candidat (img : l'URL rendue par /api/upload, obligatoire)",
        body: newCandidateProfileBody,
        response: { 200: candidateProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.createCandidateProfile(ctx, caller(request), request.body),
    }),
  );

  r.post(
    '/api/cd/getUserCondInf',
    {
      config: candidateOnly,
      schema: {
        tags,
        summary: "Son profil de candidat, formations et expériences comprises (id : l'id de son propre compte utilisateur)",
        body: userIdBody,
        response: { 200: candidateProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await profiles.getCandidateProfile(ctx, caller(request), request.body.id),
    }),
  );

  r.post(
    '/api/cd/setCondForm',
    {
      config: candidateOnly,
      schema: {
        tags,
        summary: 'Enregistrer ses formations (la liste remplace la précédente)',
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
    '/api/cd/setCondExp',
    {
      config: candidateOnly,
      schema: {
        tags,
        summary: 'Enregistrer ses expériences (la liste remplace la précédente)',
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
