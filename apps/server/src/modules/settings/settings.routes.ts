import { settingsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import * as settings from './settings.service.js';

/** The root's « Réglages » (DECISIONS §6.5). */
export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, settingsApi.getReglages, async () => settings.getReglages(ctx));
  route(app, settingsApi.setReglages, async (request) => settings.setReglages(ctx, caller(request), request.body, request.ip));
}
