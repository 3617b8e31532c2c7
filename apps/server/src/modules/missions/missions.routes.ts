import { missionsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as missions from './missions.service.js';

/** Missions (SPEC §7 Client getMissions; Admin getMissions, updateMission, changeMission, delMission). */
export async function missionsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, missionsApi.cl.getMissions, async (request) => ({
    done: true as const,
    data: await missions.listClientMissions(ctx, caller(request), request.body.id),
  }));

  route(app, missionsApi.adm.getMissions, async (request) => ({
    done: true as const,
    ...(await missions.listMissions(ctx, request.body)),
  }));

  route(app, missionsApi.adm.updateMission, async (request) => ({
    done: true as const,
    data: await missions.updateMission(ctx, caller(request), request.body, request.ip),
  }));

  route(app, missionsApi.adm.changeMission, async (request) => ({
    done: true as const,
    data: await missions.changeMissionEtat(ctx, caller(request), request.body, request.ip),
  }));

  route(app, missionsApi.adm.getMissionHistory, async (request) => ({
    done: true as const,
    history: await missions.missionHistory(ctx, request.body.id),
  }));
  route(app, missionsApi.adm.delMission, async (request) => {
    await missions.deleteMission(ctx, caller(request), request.body.id, request.ip);
    return DONE;
  });
}
