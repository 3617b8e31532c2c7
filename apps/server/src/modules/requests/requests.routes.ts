import {
  adminRequestsBody,
  candidateRequestBody,
  candidateRequestResponse,
  candidateRequestsResponse,
  closeRequestFailBody,
  closeRequestSuccessBody,
  missionResponse,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { errorResponses } from '../route-helpers.js';
import * as requests from './requests.service.js';

/** Candidate requests (SPEC §7 Client newDmdCond; Admin getAllDmd, closeDmdOk, closeDmdFail). */
export async function requestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Demandes de candidats'];

  r.post(
    '/api/cl/newDmdCond',
    {
      config: { access: access.roles('client') },
      schema: {
        tags,
        summary: "Demander un candidat pour une période (clientId : l'id de sa fiche client ; compte validé)",
        body: candidateRequestBody,
        response: { 200: candidateRequestResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await requests.createRequest(ctx, caller(request), request.body) }),
  );

  r.post(
    '/api/adm/getAllDmd',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary:
          'Toutes les demandes, les plus récentes en premier (pagination, recherche et état facultatifs) ; waiting : les demandes en attente',
        body: adminRequestsBody,
        response: { 200: candidateRequestsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await requests.listRequests(ctx, request.body)) }),
  );

  r.post(
    '/api/adm/closeDmdOk',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary: 'Traiter une demande avec succès : la mission est créée',
        body: closeRequestSuccessBody,
        response: { 200: missionResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await requests.closeRequestSuccess(ctx, caller(request), request.body, request.ip),
    }),
  );

  r.post(
    '/api/adm/closeDmdFail',
    {
      config: { access: access.admins() },
      schema: {
        tags,
        summary: 'Traiter une demande avec échec (observation facultative)',
        body: closeRequestFailBody,
        response: { 200: candidateRequestResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await requests.closeRequestFailure(ctx, caller(request), request.body, request.ip),
    }),
  );
}
