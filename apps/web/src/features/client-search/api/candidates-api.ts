import { favouritesApi } from '@passerelle/shared/routes/favourites';
import { matchingApi } from '@passerelle/shared/routes/matching';
import { overviewApi } from '@passerelle/shared/routes/overview';
import { requestsApi } from '@passerelle/shared/routes/requests';
import type { CandidateRequestBody, SearchMatchBody } from '@passerelle/shared/schemas/offers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/**
 * What a client does with candidates (docs/api.md "Candidate search and Bridge match", "Favourites",
 * "Candidate requests"): search, Bridge match, request (Demander) and favourites.
 */
export const candidatesApi = {
  search: (body: SearchMatchBody) => call(matchingApi.searchmatch, body),
  bridgeMatch: async (clientId: number) => (await call(matchingApi.bmatch, { id: clientId })).data,
  request: (body: CandidateRequestBody) => call(requestsApi.newDmdCond, body),
  favourites: async (clientId: number) => (await call(favouritesApi.getFavoris, { id: clientId })).data,
  addFavourite: (clientId: number, candidateId: number) =>
    call(favouritesApi.createFavoris, { id_client: clientId, id_cond: candidateId }),
  removeFavourite: (favouriteId: number) => call(favouritesApi.deleteFavoris, { id: favouriteId }),
};

/** Answers that carry the client's marks on candidates (favori, demande): stale after a request or a favourite. */
export const MARKS_ROUTES = [
  matchingApi.searchmatch,
  matchingApi.bmatch,
  favouritesApi.getFavoris,
  favouritesApi.getFavorisRefs,
  overviewApi.cl.getoverview,
] as const;

export const searchQuery = (body: SearchMatchBody | null) =>
  queryOptions({
    queryKey: body ? queryKeyOf(matchingApi.searchmatch, body) : queryKeyOf(matchingApi.searchmatch),
    queryFn: () => candidatesApi.search(body as SearchMatchBody),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const bridgeMatchQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(matchingApi.bmatch, { id: clientId }),
    queryFn: () => candidatesApi.bridgeMatch(clientId as number),
    enabled: clientId !== undefined,
  });

export const favouritesQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(favouritesApi.getFavoris, { id: clientId }),
    queryFn: () => candidatesApi.favourites(clientId as number),
    enabled: clientId !== undefined,
  });
