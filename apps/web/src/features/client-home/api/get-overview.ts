import { overviewApi } from '@passerelle/shared/routes/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** getoverview {id}: the four counts of the client's home (SPEC §3 Overview counts). */
const overviewQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(overviewApi.cl.getoverview, { id: clientId }),
    queryFn: async () => (await call(overviewApi.cl.getoverview, { id: clientId })).data,
    enabled: clientId !== undefined,
  });

export const useOverview = (clientId: number | undefined) => useQuery(overviewQuery(clientId));
