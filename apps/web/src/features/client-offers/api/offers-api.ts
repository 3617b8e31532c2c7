import type {
  ClientOfferDetail,
  CreateOfferBody,
  DoneResponse,
  MyOffersBody,
  Offer,
  OfferResponse,
  OffersPage,
  SaveOfferBody,
} from '@passerelle/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The client's offers calls (SPEC §7 Client, docs/api.md "Offers and applications"). */
export const offersApi = {
  /** searchMyOffre takes the same body as getMyOffre, search text and état filter included. */
  list: (body: MyOffersBody) => api.post<OffersPage>(body.search ? '/api/cl/searchMyOffre' : '/api/cl/getMyOffre', body),
  detail: async (id: number, clientId: number): Promise<ClientOfferDetail> =>
    (await api.post<{ done: true; data: ClientOfferDetail }>('/api/cl/offreinfo', { id, client_id: clientId })).data,
  create: async (body: CreateOfferBody): Promise<Offer> => (await api.post<OfferResponse>('/api/cl/createOffre', body)).data,
  save: async (body: SaveOfferBody): Promise<Offer> => (await api.post<OfferResponse>('/api/cl/saveOffre', body)).data,
  cancel: (id: number) => api.post<DoneResponse>('/api/cl/cancelOffre', { id }),
};

/** Every cached offers answer: what a create, an edit or a cancellation makes stale (with the home's counts). */
export const OFFERS_KEY = ['client', 'offers'] as const;
export const OVERVIEW_KEY = ['client', 'overview'] as const;

export const myOffersQuery = (body: MyOffersBody | undefined) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'list', body],
    queryFn: () => offersApi.list(body as MyOffersBody),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });

export const offerDetailQuery = (id: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'detail', id],
    queryFn: () => offersApi.detail(id, clientId as number),
    enabled: clientId !== undefined && Number.isInteger(id) && id > 0,
  });
