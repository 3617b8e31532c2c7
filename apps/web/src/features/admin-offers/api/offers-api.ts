import {
  type AdminEditOfferBody,
  type OfferResponse,
  type OffersPage,
  PAGE_SIZE,
  type StaffOfferDetail,
} from '@passerelle/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const offersKey = ['admin-offers'] as const;

/** getOffres, or searchOffre with a text (SPEC §7): every offer, blocked and closed included, 10 a page. */
export function useOffers(page: number, search: string) {
  return useQuery({
    queryKey: [...offersKey, 'list', page, search],
    queryFn: () =>
      search
        ? api.post<OffersPage>('/api/adm/searchOffre', { page, size: PAGE_SIZE, search })
        : api.post<OffersPage>('/api/adm/getOffres', { page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** getOffreInfo {id}: the offer, its publisher and its applicants. */
export function useOffer(id: number) {
  return useQuery({
    queryKey: [...offersKey, 'detail', id],
    queryFn: async () => (await api.post<{ done: true; data: StaffOfferDetail }>('/api/adm/getOffreInfo', { id })).data,
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
      return api.post<OfferResponse>('/api/adm/editoffre', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
