import {
  adminListBody,
  adminMissionsResponse,
  changeMissionBody,
  idBody,
  missionResponse,
  missionsResponse,
  updateMissionBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as missions from './missions.service.js';

/** Missions (SPEC §7 Client getMissions; Admin getMissions, updateMission, changeMission, delMission). */
export async function missionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Missions'];
  const admins = { access: access.admins() };

  r.post(
    '/api/cl/getMissions',
    {
      config: { access: access.roles('client') },
      schema: {
        tags,
        summary: "Ses missions, les plus récentes en premier (id : l'id de sa fiche client)",
        body: idBody,
        response: { 200: missionsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await missions.listClientMissions(ctx, caller(request), request.body.id) }),
  );

  r.post(
    '/api/adm/getMissions',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Toutes les missions (recherche sur le candidat, le client et l’état ; pagination facultative)',
        body: adminListBody,
        response: { 200: adminMissionsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, ...(await missions.listMissions(ctx, request.body)) }),
  );

  r.post(
    '/api/adm/updateMission',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Modifier une mission : état, dates et TJM',
        body: updateMissionBody,
        response: { 200: missionResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await missions.updateMission(ctx, caller(request), request.body, request.ip),
    }),
  );

  r.post(
    '/api/adm/changeMission',
    {
      config: admins,
      schema: {
        tags,
        summary: "Changer l'état d'une mission (seulement l'état)",
        body: changeMissionBody,
        response: { 200: missionResponse, ...errorResponses },
      },
    },
    async (request) => ({
      done: true as const,
      data: await missions.changeMissionEtat(ctx, caller(request), request.body, request.ip),
    }),
  );

  r.post(
    '/api/adm/delMission',
    { config: admins, schema: { tags, summary: 'Annuler (supprimer) une mission', body: idBody, response: doneResponses } },
    async (request) => {
      await missions.deleteMission(ctx, caller(request), request.body.id, request.ip);
      return DONE;
    },
  );
}
