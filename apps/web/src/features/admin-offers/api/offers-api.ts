import { PAGE_SIZE } from '@passerelle/shared/constants';
import { staffOffersApi } from '@passerelle/shared/routes/offers';
import type { AdminEditOfferBody } from '@passerelle/shared/schemas/admin';
import type { StaffOfferDetail } from '@passerelle/shared/schemas/offers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/** getOffres, or searchOffre with a text (SPEC §7): every offer, blocked and closed included, 10 a page. */
export function useOffers(page: number, search: string) {
  const route = search ? staffOffersApi.searchOffre : staffOffersApi.getOffres;
  const input = search ? { page, size: PAGE_SIZE, search } : { page, size: PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(route, input),
    queryFn: () => call(route, input),
    placeholderData: keepPreviousData,
  });
}

/** getOffreInfo {id}: the offer, its publisher and its applicants. */
export function useOffer(id: number) {
  return useQuery({
    queryKey: queryKeyOf(staffOffersApi.getOffreInfo, { id }),
    queryFn: async () => (await call(staffOffersApi.getOffreInfo, { id })).data,
    enabled: id > 0,
  });
}

/** editoffre with the whole offer and the new isblocked: blocking hides it from the candidates (DECISIONS §3). */
export function useSetOfferBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, isblocked }: { offer: StaffOfferDetail; isblocked: boolean }) => {
      const body: AdminEditOfferBody = {
        id: offer.id,
        titre: offer.titre,
        description: offer.description,
        budget: offer.budget,
        date_debut: offer.date_debut,
        date_fin: offer.date_fin,
        tech: offer.tech,
        isblocked,
      };
      return call(staffOffersApi.editoffre, body);
    },
    onSuccess: () =>
      invalidateRoutes(queryClient, staffOffersApi.getOffres, staffOffersApi.searchOffre, staffOffersApi.getOffreInfo),
  });
}
