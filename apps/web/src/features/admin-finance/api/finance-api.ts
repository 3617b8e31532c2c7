import { paymentsApi } from '@passerelle/shared/routes/payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
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
