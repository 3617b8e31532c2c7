import {
  type CandidateOfferDetail,
  type DoneResponse,
  type MyApplication,
  PAGE_SIZE,
  type PublicOffersPage,
} from '@passerelle/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The candidate's offers calls (SPEC §7: offres, searchOffre, offreInf, postuler, getMyDmdOffer; annulerPostulation). */

/** A page of the visible offers: `offres` without a search, `searchOffre` with one (best matches first). */
export const offersPageQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['candidate', 'offers', { page, search }],
    queryFn: () =>
      search
        ? api.post<PublicOffersPage>('/api/cd/searchOffre', { page, size: PAGE_SIZE, search })
        : api.post<PublicOffersPage>('/api/cd/offres', { page, size: PAGE_SIZE }),
    // The previous page stays on screen while the next one loads: the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const offerDetailQuery = (offerId: number, candidateId: number | undefined) =>
  queryOptions({
    queryKey: ['candidate', 'offer', offerId],
    queryFn: async () =>
      (await api.post<{ done: true; data: CandidateOfferDetail }>('/api/cd/offreInf', { id: offerId, id_cond: candidateId }))
        .data,
    enabled: candidateId !== undefined,
  });

export const myApplicationsQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: ['candidate', 'applications', candidateId],
    queryFn: async () =>
      (await api.post<{ done: true; data: MyApplication[] }>('/api/cd/getMyDmdOffer', { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const applicationsApi = {
  apply: (offreId: number, condidatId: number) => api.post<DoneResponse>('/api/cd/postuler', { offreId, condidatId }),
  withdraw: (offreId: number, condidatId: number) =>
    api.post<DoneResponse>('/api/cd/annulerPostulation', { offreId, condidatId }),
};
