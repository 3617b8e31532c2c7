import { Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { OfferCard } from '../../../components/offers/offer-card';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { offersPageQuery } from '../api/offers-api';
import { AlertMeButton } from './alert-me-button';
import { SeeMoreLink } from './offer-links';
import { OfferSearch } from './offer-search';

/** Reads the page from the address: `?page=2` is the second page (pages are numbered from 0 in the API). */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/**
 * /dashb/offre (SPEC §2): 'Les offres' with the count of the offers shown, the search and its chip,
 * « M'alerter » (an alert from the search's text and skills, DECISIONS §6.2), the cards and the pager. Only open, unblocked offers come from the server. Page and search live in the
 * address, so that coming back from an offer finds the list as it was.
 */
export function OffersPage() {
  useDocumentTitle('Les offres');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const page = pageFrom(params);
  const search = params.get('q') ?? '';
  const offers = useQuery(offersPageQuery(page, search));
  const data = offers.data;

  const go = (next: { page?: number; search?: string }) => {
    const q = next.search ?? search;
    const p = next.page ?? 0;
    const query = new URLSearchParams();
    if (q) query.set('q', q);
    if (p > 0) query.set('page', String(p + 1));
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  // Past the last page (offers closed meanwhile, an old link): back to the last one.
  const lastPage = data ? Math.max(0, data.totalPages - 1) : 0;
  const pastTheEnd = Boolean(data && data.offres.length === 0 && page > lastPage);
  useEffect(() => {
    if (pastTheEnd) go({ page: lastPage });
  });

  return (
    <>
      <PageBanner title="Les offres" count={data?.totalItems} shown={data?.offres.length} />
      <OfferSearch value={search} onSearch={(q) => go({ search: q, page: 0 })} />
      <AlertMeButton search={search} />
      <QueryState
        isPending={offers.isPending}
        error={offers.error}
        onRetry={() => void offers.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.offres.length === 0}
        emptyText={
          search
            ? `Aucune offre ne correspond à « ${search} ». Essayez un autre mot-clé.`
            : 'Aucune offre ouverte pour le moment : revenez bientôt !'
        }
      >
        <Stack
          spacing={2}
          component="ul"
          aria-label="Offres"
          {...placeholderDataProps(offers, { listStyle: 'none', p: 0, m: 0 })}
        >
          {data?.offres.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                actions={<SeeMoreLink id={offer.id} titre={offer.titre} backTo={location.pathname + location.search} />}
              />
            </li>
          ))}
        </Stack>
      </QueryState>
      {data && <Pager page={data.currentPage} totalPages={data.totalPages} onChange={(p) => go({ page: p })} />}
    </>
  );
}
