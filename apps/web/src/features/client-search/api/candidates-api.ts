import type {
  BridgeMatchResponse,
  CandidateRequestBody,
  FavouritesResponse,
  SearchMatchBody,
  SearchMatchResponse,
} from '@passerelle/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * What a client does with candidates (docs/api.md "Candidate search and Bridge match", "Favourites",
 * "Candidate requests"): search, Bridge match, request (Demander) and favourites.
 */
export const candidatesApi = {
  search: (body: SearchMatchBody) => api.post<SearchMatchResponse>('/api/cl/searchmatch', body),
  bridgeMatch: async (clientId: number) => (await api.post<BridgeMatchResponse>('/api/cl/bmatch', { id: clientId })).data,
  request: (body: CandidateRequestBody) => api.post<{ done: true }>('/api/cl/newDmdCond', body),
  favourites: async (clientId: number) => (await api.post<FavouritesResponse>('/api/cl/getFavoris', { id: clientId })).data,
  addFavourite: (clientId: number, candidateId: number) =>
    api.post<{ done: true; data: { id: number; condidatId: number } }>('/api/cl/createFavoris', {
      id_client: clientId,
      id_cond: candidateId,
    }),
  removeFavourite: (favouriteId: number) => api.post<{ done: true }>('/api/cl/deleteFavoris', { id: favouriteId }),
};

/** Answers that carry the client's marks on candidates (favori, demande): stale after a request or a favourite. */
export const MARKS_KEYS = [
  ['client', 'search'],
  ['client', 'bmatch'],
  ['client', 'favourites'],
  ['client', 'overview'],
] as const;

export const searchQuery = (body: SearchMatchBody | null) =>
  queryOptions({
    queryKey: ['client', 'search', body],
    queryFn: () => candidatesApi.search(body as SearchMatchBody),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });

export const bridgeMatchQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['client', 'bmatch', clientId],
    queryFn: () => candidatesApi.bridgeMatch(clientId as number),
    enabled: clientId !== undefined,
  });

export const favouritesQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['client', 'favourites', clientId],
    queryFn: () => candidatesApi.favourites(clientId as number),
    enabled: clientId !== undefined,
  });
