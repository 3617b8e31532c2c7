import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OfferCard } from '../../../components/offers/offer-card';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { SearchField } from '../../../components/staff/search-field';
import { formatEuros, plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOffers } from '../api/offers-api';

/**
 * /dashb/offre (SPEC §2 Offers list): every offer, 10 a page, the banner counting them all (the server's
 * total); the search runs on Enter or on the button and shows its term as a removable chip.
 */
export function OffersPage() {
  useDocumentTitle('Les offres');
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const offers = useOffers(page, search);

  const update = (next: { page?: number; search?: string }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      const q = next.search ?? search;
      if (q) out.set('q', q);
      else out.delete('q');
      const p = next.page ?? 0;
      if (p > 0) out.set('page', String(p));
      else out.delete('page');
      return out;
    });

  const data = offers.data;
  return (
    <Box>
      <PageBanner title="Offres" count={data?.totalItems} shown={data?.offres.length} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <SearchField
          label="Rechercher une offre"
          value={text}
          onChange={setText}
          onSubmit={() => update({ search: text.trim() })}
        />
        {search && (
          <Chip
            label={`Recherche : ${search}`}
            onDelete={() => {
              setText('');
              update({ search: '' });
            }}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        )}
      </Stack>
      <QueryState
        isPending={offers.isPending}
        error={offers.error}
        onRetry={() => offers.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.offres.length === 0}
        emptyText={search ? 'Aucune offre ne correspond à votre recherche.' : "Aucune offre n'a encore été publiée."}
      >
        <Stack spacing={2} {...placeholderDataProps(offers)}>
          {data?.offres.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              actions={
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={paths.dashboard.admin.offer(offer.id)}
                  aria-label={`Voir plus sur l'offre ${offer.titre}`}
                >
                  voir plus
                </Button>
              }
            >
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Budget : {formatEuros(offer.budget)} / jour · {plural(offer.nbr_postulations, 'candidature')}
              </Typography>
            </OfferCard>
          ))}
        </Stack>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={(p) => update({ page: p })} />
      </QueryState>
    </Box>
  );
}
