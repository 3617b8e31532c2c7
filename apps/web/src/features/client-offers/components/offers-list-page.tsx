import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { Box, Button, Chip, IconButton, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { OFFER_ETAT_LABELS, OFFER_ETATS, type OfferEtat } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { OfferCard } from '../../../components/offers/offer-card';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { formatEuros, plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { myOffersQuery } from '../api/offers-api';

type EtatFilter = OfferEtat | 'Tous';
const FILTERS: { value: EtatFilter; label: string }[] = [
  { value: 'Tous', label: 'Tous' },
  ...OFFER_ETATS.map((etat) => ({ value: etat, label: OFFER_ETAT_LABELS[etat] })),
];

function readEtat(value: string | null): EtatFilter {
  return (OFFER_ETATS as readonly string[]).includes(value ?? '') ? (value as OfferEtat) : 'Tous';
}

/**
 * /dashb/mesoffres (SPEC §2, DECISIONS §4): the client's offers, 10 a page from page 0, a search box and
 * the état filter (wired); page, search and filter live in the address so that « retour » finds them again.
 */
export function OffersListPage() {
  useDocumentTitle('Mes offres');
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const search = params.get('q') ?? '';
  const etat = readEtat(params.get('etat'));
  const [draft, setDraft] = useState(search);
  // Back and forward change the address: the box follows it.
  useEffect(() => setDraft(search), [search]);
  const record = useRoleProfile();
  const clientId = record.data?.id;
  const offers = useQuery(
    myOffersQuery(clientId === undefined ? undefined : { id: clientId, page, size: PAGE_SIZE, search, etat }),
  );

  const update = (next: { page?: number; q?: string; etat?: EtatFilter }) => {
    const merged = { page: String(next.page ?? 0), q: next.q ?? search, etat: next.etat ?? etat };
    const out = new URLSearchParams();
    if (merged.page !== '0') out.set('page', merged.page);
    if (merged.q) out.set('q', merged.q);
    if (merged.etat !== 'Tous') out.set('etat', merged.etat);
    setParams(out);
  };

  const clearSearch = () => {
    setDraft('');
    update({ q: '' });
  };

  return (
    <>
      <PageBanner
        title="Mes offres"
        count={offers.data?.totalItems}
        actions={
          <Button
            component={RouterLink}
            to={paths.dashboard.client.offerCreate}
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            Ajouter une offre
          </Button>
        }
      />
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: draft.trim() });
        }}
      >
        <TextField
          label="Rechercher dans mes offres"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" aria-label="Lancer la recherche" edge="end">
                    <Search />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="État"
          value={etat}
          onChange={(e) => update({ etat: e.target.value as EtatFilter })}
          sx={{ minWidth: { sm: 200 } }}
          fullWidth={false}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {search && (
        <Box sx={{ mb: 2 }}>
          <Chip
            label={`Recherche : ${search}`}
            onClick={clearSearch}
            onDelete={clearSearch}
            aria-label={`Effacer la recherche « ${search} »`}
          />
        </Box>
      )}
      <QueryState
        isPending={offers.isPending && !record.error}
        error={record.error ?? offers.error}
        onRetry={() => offers.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={offers.data?.offres.length === 0}
        emptyText={
          search || etat !== 'Tous'
            ? 'Aucune offre ne correspond à votre recherche.'
            : "Vous n'avez pas encore publié d'offre : ajoutez-en une, les candidats disponibles pourront y postuler."
        }
      >
        <Stack spacing={2} {...placeholderDataProps(offers)}>
          {offers.data?.offres.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              actions={
                <Button
                  component={RouterLink}
                  to={paths.dashboard.client.offer(offer.id)}
                  variant="outlined"
                  aria-label={`voir plus : ${offer.titre}`}
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
      </QueryState>
      {offers.data && (
        <Pager page={offers.data.currentPage} totalPages={offers.data.totalPages} onChange={(p) => update({ page: p })} />
      )}
    </>
  );
}
