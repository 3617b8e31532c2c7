import type { CreateClientAlertBody } from '@passerelle/shared';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The client's candidate alerts (DECISIONS §6.2; docs/api.md « Alertes »). */
export const alertsApi = {
  create: (body: CreateClientAlertBody) => call(clientAlertsApi.createAlerte, body),
  list: async () => (await call(clientAlertsApi.getAlertes)).alertes,
  remove: (id: number) => call(clientAlertsApi.deleteAlerte, { id }),
};

export const clientAlertsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(clientAlertsApi.getAlertes), queryFn: alertsApi.list });
