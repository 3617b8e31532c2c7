import { PAGE_SIZE } from '@passerelle/shared/constants';
import { candidateOffersApi } from '@passerelle/shared/routes/offers';
import { overviewApi } from '@passerelle/shared/routes/overview';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The candidate's offers calls (SPEC §7: offres, searchOffre, offreInf, postuler, getMyDmdOffer; annulerPostulation). */
const api = candidateOffersApi;

/** A page of the visible offers: `offres` without a search, `searchOffre` with one (best matches first). */
export const offersPageQuery = (page: number, search: string) => {
  const route = search ? api.searchOffre : api.offres;
  const input = search ? { page, size: PAGE_SIZE, search } : { page, size: PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(route, input),
    queryFn: () => call(route, input),
    // The previous page stays on screen while the next one loads: the pager does not jump.
    placeholderData: keepPreviousData,
  });
};

export const offerDetailQuery = (offerId: number, candidateId: number | undefined) => {
  const input = { id: offerId, id_cond: candidateId };
  return queryOptions({
    queryKey: queryKeyOf(api.offreInf, input),
    queryFn: async () => (await call(api.offreInf, input)).data,
    enabled: candidateId !== undefined,
  });
};

/** « Votre adéquation à cette offre » (DECISIONS §6.8, cd/offreMatch): asked once the offer itself is read. */
export const offerMatchQuery = (offerId: number, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(rankingApi.offreMatch, { id: offerId }),
    queryFn: () => call(rankingApi.offreMatch, { id: offerId }),
    enabled,
  });

export const myApplicationsQuery = (candidateId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(api.getMyDmdOffer, { id: candidateId }),
    queryFn: async () => (await call(api.getMyDmdOffer, { id: candidateId })).data,
    enabled: candidateId !== undefined,
  });

export const applicationsApi = {
  apply: (offreId: number, condidatId: number, message: string | null = null) =>
    call(api.postuler, { offreId, condidatId, message }),
  withdraw: (offreId: number, condidatId: number) => call(api.annulerPostulation, { offreId, condidatId }),
};

/** What an application or its withdrawal changes: the offer, Mes propositions and the home's count. */
export const APPLICATION_ROUTES = [api.offreInf, api.getMyDmdOffer, overviewApi.cd.getoverview] as const;
