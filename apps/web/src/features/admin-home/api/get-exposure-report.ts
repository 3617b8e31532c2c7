import { EXPOSURE_DEFAULT_DAYS } from '@passerelle/shared/constants';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** adm/exposureReport {jours}: the ranking's exposure by sex and age band (DECISIONS §6.8), over 30 days. */
export function useExposureReport(jours: number = EXPOSURE_DEFAULT_DAYS) {
  const input = { jours };
  return useQuery({
    queryKey: queryKeyOf(rankingApi.exposureReport, input),
    queryFn: () => call(rankingApi.exposureReport, input),
  });
}
