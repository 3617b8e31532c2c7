import { requestsApi } from '@passerelle/shared/routes/requests';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getMyDmd {id}: the company's candidate requests, newest first (issue 16, « Mes demandes »). */
export const myRequestsQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(requestsApi.getMyDmd, { id: clientId }),
    queryFn: async () => (await call(requestsApi.getMyDmd, { id: clientId })).data,
    enabled: clientId !== undefined,
  });
