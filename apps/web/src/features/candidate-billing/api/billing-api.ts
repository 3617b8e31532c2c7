import { billingApi } from '@passerelle/shared/routes/billing';
import type { SetFacturationBody } from '@passerelle/shared/schemas/billing';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The freelancer's billing identity and its self-billed invoices (DECISIONS §6.6). */
const api = billingApi.cd;

export const myBillingQuery = queryOptions({
  queryKey: queryKeyOf(api.getFacturation),
  queryFn: () => call(api.getFacturation, {}),
});

export const myInvoicesQuery = queryOptions({
  queryKey: queryKeyOf(api.getFactures),
  queryFn: async () => (await call(api.getFactures, {})).factures,
});

export const saveBilling = (input: SetFacturationBody) => call(api.setFacturation, input);
