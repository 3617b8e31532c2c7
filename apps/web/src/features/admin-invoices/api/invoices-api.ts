import type { FactureType } from '@passerelle/shared/billing';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { billingApi } from '@passerelle/shared/routes/billing';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/**
 * adm/getFactures: one kind of document (client invoices, self-billed invoices, credit notes), one page of 10,
 * newest first, searched on number, client and candidate.
 */
export function useInvoices(page: number, search: string, type: FactureType) {
  const input = { page, size: PAGE_SIZE, search, type };
  return useQuery({
    queryKey: queryKeyOf(missionWorkApi.adm.getFactures, input),
    queryFn: () => call(missionWorkApi.adm.getFactures, input),
    placeholderData: keepPreviousData,
  });
}

/** adm/avoir: a credit note cancelling a client invoice and its self-billed counterpart (DECISIONS §6.6). */
export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { factureId: number; motif: string }) => call(billingApi.adm.avoir, input),
    onSuccess: () => invalidateRoutes(queryClient, missionWorkApi.adm.getFactures),
  });
}
