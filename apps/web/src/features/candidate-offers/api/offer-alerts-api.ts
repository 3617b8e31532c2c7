import type { CreateCandidateAlertBody } from '@passerelle/shared';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The candidate's offer alerts (DECISIONS §6.2). */
export const offerAlertsApi = {
  create: (body: CreateCandidateAlertBody) => call(candidateAlertsApi.createAlerte, body),
  list: async () => (await call(candidateAlertsApi.getAlertes)).alertes,
  remove: (id: number) => call(candidateAlertsApi.deleteAlerte, { id }),
};

export const offerAlertsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(candidateAlertsApi.getAlertes), queryFn: offerAlertsApi.list });
