import { candidateAlertsApi, clientAlertsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as alerts from './alerts.service.js';

/** Client and candidate alerts (DECISIONS §6.2); the matching after the commits that may make a match. */
export async function alertsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, clientAlertsApi.createAlerte, async (request) => ({
    done: true as const,
    id: await alerts.createClientAlert(ctx, caller(request), request.body),
  }));
  route(app, clientAlertsApi.getAlertes, async (request) => alerts.listClientAlerts(ctx, caller(request)));
  route(app, clientAlertsApi.deleteAlerte, async (request) => {
    await alerts.deleteClientAlert(ctx, caller(request), request.body.id);
    return DONE;
  });

  route(app, candidateAlertsApi.createAlerte, async (request) => ({
    done: true as const,
    id: await alerts.createCandidateAlert(ctx, caller(request), request.body),
  }));
  route(app, candidateAlertsApi.getAlertes, async (request) => alerts.listCandidateAlerts(ctx, caller(request)));
  route(app, candidateAlertsApi.deleteAlerte, async (request) => {
    await alerts.deleteCandidateAlert(ctx, caller(request), request.body.id);
    return DONE;
  });

  // The work runs after the commit that made the match possible, off the request: its failure is logged.
  const onCandidate = (ref: { candidateId?: number; userId?: number }) => {
    alerts.matchCandidate(ctx, ref).catch((err: unknown) => ctx.log.error({ err, ...ref }, 'client alerts: matching failed'));
  };
  const onOffer = ({ offerId }: { offerId: number }) => {
    alerts.matchOffer(ctx, offerId).catch((err: unknown) => ctx.log.error({ err, offerId }, 'candidate alerts: matching failed'));
  };
  ctx.events.on('candidate.changed', onCandidate);
  ctx.events.on('offer.visible', onOffer);
  app.addHook('onClose', async () => {
    ctx.events.off('candidate.changed', onCandidate);
    ctx.events.off('offer.visible', onOffer);
  });
}
