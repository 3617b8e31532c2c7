import { billingApi } from '@passerelle/shared/routes/billing';
import { payoutsApi } from '@passerelle/shared/routes/payouts';
import type { SetFacturationBody } from '@passerelle/shared/schemas/billing';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { download } from '../../../lib/download';
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

/** The annual statement of a year (PDF, DECISIONS §6.7), handed to the browser's downloads. */
export const downloadAnnualStatement = (annee: number) =>
  download(payoutsApi.releveAnnuel, `releve-annuel-${annee}.pdf`, { annee });
