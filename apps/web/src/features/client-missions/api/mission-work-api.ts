import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** A mission's activity reports as the company sees them, their decisions, and the company's invoices (DECISIONS §6.4). */
const api = missionWorkApi.cl;

export const missionCrasQuery = (missionId: number) =>
  queryOptions({
    queryKey: queryKeyOf(api.getCras, { missionId }),
    queryFn: async () => (await call(api.getCras, { missionId })).cras,
  });

export const invoicesQuery = queryOptions({
  queryKey: queryKeyOf(api.getFactures),
  queryFn: async () => (await call(api.getFactures, {})).factures,
});

export const validateCra = (id: number) => call(api.validateCra, { id });
export const rejectCra = (id: number, motif: string) => call(api.rejectCra, { id, motif });
