import {
  accountHistoryBody,
  accountHistoryResponse,
  adminCandidatesResponse,
  adminClientsResponse,
  adminListBody,
  inactiveCandidatesBody,
  inactiveCandidatesResponse,
  setCandidateTjmBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as accounts from './admin-accounts.service.js';

/** Staff account lists (SPEC §7 Admin getAllClient, getAllCond, setCondTjm), inactiveCandidates and getAccountHistory. */
export async function adminAccountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Administration des comptes'];
  const config = { access: access.admins() };

  r.post(
    '/api/adm/getAllClient',
    {
      config,
      schema: {
        tags,
        summary: 'Tous les clients, profil et compte (pagination et recherche facultatives)',
        body: adminListBody,
        response: { 200: adminClientsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await accounts.listClients(ctx, request.body)) }),
  );

  r.post(
    '/api/adm/getAllCond',
    {
      config,
      schema: {
        tags,
        summary: 'Tous les candidats, profil complet et compte (pagination et recherche facultatives)',
        body: adminListBody,
        response: { 200: adminCandidatesResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await accounts.listCandidates(ctx, request.body)) }),
  );

  r.post(
    '/api/adm/inactiveCandidates',
    {
      config,
      schema: {
        tags,
        summary: "Candidats sans activité depuis plus de 2 ans (la plus ancienne d'abord), page par page",
        body: inactiveCandidatesBody,
        response: { 200: inactiveCandidatesResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await accounts.listInactiveCandidates(ctx, request.body)) }),
  );

  r.post(
    '/api/adm/getAccountHistory',
    {
      config,
      schema: {
        tags,
        summary: "Historique de modération d'un compte (id : l'id de l'utilisateur)",
        body: accountHistoryBody,
        response: { 200: accountHistoryResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await accounts.accountHistory(ctx, request.body.id) }),
  );

  r.post(
    '/api/adm/setCondTjm',
    {
      config,
      schema: {
        tags,
        summary: "Fixer le TJM d'un candidat (id : l'id de sa fiche candidat)",
        body: setCandidateTjmBody,
        response: doneResponses,
      },
    },
    async (request) => {
      await accounts.setCandidateTjm(ctx, caller(request), request.body, request.ip);
      return DONE;
    },
  );
}
