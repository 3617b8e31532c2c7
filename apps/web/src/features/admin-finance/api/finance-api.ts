import { paymentsApi } from '@passerelle/shared/routes/payments';
import { payoutsApi } from '@passerelle/shared/routes/payouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { queryKeyOf } from '../../../lib/query-keys';

/** adm/finance {annee}: the year month by month (DECISIONS §6.7). */
export const financeQuery = (annee: number) =>
  queryOptions({
    queryKey: queryKeyOf(paymentsApi.finance, { annee }),
    queryFn: () => call(paymentsApi.finance, { annee }),
    placeholderData: keepPreviousData,
  });

/** adm/importReleve: a camt.053 statement, its report. */
export const importStatement = (file: File, onProgress?: (percent: number) => void) =>
  upload(paymentsApi.importReleve, file, onProgress);

/** adm/getVirements: the payout orders and what is due now (DECISIONS §6.7). */
export const payoutOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(payoutsApi.getVirements),
    queryFn: () => call(payoutsApi.getVirements, {}),
  });

export const createPayoutOrder = () => call(payoutsApi.createVirements, {});
export const confirmPayoutOrder = (id: number) => call(payoutsApi.confirmVirements, { id });
/** The order's pain.001 file, handed to the browser's downloads (the route needs the session: no plain link). */
export const downloadPayoutOrder = (id: number, msgId: string) => download(payoutsApi.virementsFile, `${msgId}.xml`, { id });

/** The DAC7 export of a year (root, CSV), handed to the browser's downloads. */
export const downloadDac7 = (annee: number) => download(payoutsApi.dac7, `dac7-${annee}.csv`, { annee });
