import { clientOffersApi } from '@passerelle/shared/routes/offers';
import { overviewApi } from '@passerelle/shared/routes/overview';
import type { ClientOfferDetail, CreateOfferBody, MyOffersBody, Offer, SaveOfferBody } from '@passerelle/shared/schemas/offers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

const api = clientOffersApi;

/** searchMyOffre takes the same body as getMyOffre, search text and état filter included. */
const listRoute = (body: MyOffersBody) => (body.search ? api.searchMyOffre : api.getMyOffre);

/** The client's offers calls (SPEC §7 Client, docs/api.md "Offers and applications"). */
export const offersApi = {
  list: (body: MyOffersBody) => call(listRoute(body), body),
  detail: async (id: number, clientId: number): Promise<ClientOfferDetail> =>
    (await call(api.offreinfo, { id, client_id: clientId })).data,
  create: async (body: CreateOfferBody): Promise<Offer> => (await call(api.createOffre, body)).data,
  save: async (body: SaveOfferBody): Promise<Offer> => (await call(api.saveOffre, body)).data,
  cancel: (id: number) => call(api.cancelOffre, { id }),
};

/** Every cached offers answer: what a create, an edit or a cancellation makes stale. */
export const OFFERS_ROUTES = [api.getMyOffre, api.searchMyOffre, api.offreinfo] as const;
/** The home's counts, stale after a create or a cancellation. */
export const OVERVIEW_ROUTE = overviewApi.cl.getoverview;

export const myOffersQuery = (body: MyOffersBody | undefined) =>
  queryOptions({
    queryKey: body ? queryKeyOf(listRoute(body), body) : queryKeyOf(api.getMyOffre),
    queryFn: () => offersApi.list(body as MyOffersBody),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });

export const offerDetailQuery = (id: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(api.offreinfo, { id, client_id: clientId }),
    queryFn: () => offersApi.detail(id, clientId as number),
    enabled: clientId !== undefined && Number.isInteger(id) && id > 0,
  });
