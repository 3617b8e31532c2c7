import { missionsApi } from '@passerelle/shared/routes/missions';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getMissions {id}: the client's missions, newest first (docs/api.md "Candidate requests and missions"). */
export const missionsQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(missionsApi.cl.getMissions, { id: clientId }),
    queryFn: async () => (await call(missionsApi.cl.getMissions, { id: clientId })).data,
    enabled: clientId !== undefined,
  });
