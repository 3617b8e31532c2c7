import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, IconButton, Typography } from '@mui/material';
import { favouritesApi } from '@passerelle/shared/routes/favourites';
import { matchingApi } from '@passerelle/shared/routes/matching';
import { overviewApi } from '@passerelle/shared/routes/overview';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../lib/query-keys';
import { LazyTooltip } from '../lazy-tooltip';

/** The company's favourites as references (favourite id, candidate id): one cached answer for every star. */
export const favouriteRefsQuery = (clientId: number) =>
  queryOptions({
    queryKey: queryKeyOf(favouritesApi.getFavorisRefs, { id: clientId }),
    queryFn: async () => (await call(favouritesApi.getFavorisRefs, { id: clientId })).data,
  });

/** Answers that carry the favourite mark: stale once a star is toggled, so every page agrees. */
const FAVOURITE_MARKS = [
  favouritesApi.getFavorisRefs,
  favouritesApi.getFavoris,
  matchingApi.searchmatch,
  matchingApi.bmatch,
  overviewApi.cl.getoverview,
] as const;

/**
 * The favourite star (SPEC §2, DECISIONS §6.9): a toggle wherever a candidate is shown to a company, on
 * the search and Bridge match cards, the candidate's profile panel and an offer's applicants. Its state is
 * the company's favourites (getFavorisRefs), shared by every star and page; `favourite`, the card's own
 * mark, is shown until they are loaded.
 */
export function FavouriteStar({
  clientId,
  candidateId,
  candidateName,
  favourite,
}: {
  clientId: number;
  candidateId: number;
  candidateName: string;
  favourite: boolean;
}) {
  const queryClient = useQueryClient();
  const refs = useQuery(favouriteRefsQuery(clientId));
  const ref = refs.data?.find((r) => r.condidatId === candidateId);
  const on = refs.data ? Boolean(ref) : favourite;
  const toggle = useMutation({
    mutationFn: async (add: boolean) => {
      if (add) return call(favouritesApi.createFavoris, { id_client: clientId, id_cond: candidateId });
      // The favourite's id, read again if the star was shown from the card's mark only.
      const known = ref ?? (await queryClient.fetchQuery(favouriteRefsQuery(clientId))).find((r) => r.condidatId === candidateId);
      if (known) await call(favouritesApi.deleteFavoris, { id: known.id });
      return undefined;
    },
    onSettled: () => invalidateRoutes(queryClient, ...FAVOURITE_MARKS),
  });
  // While the answer is on its way the star already shows what was asked.
  const shown = toggle.isPending ? toggle.variables : on;
  const label = shown ? 'Retirer des favoris' : 'Ajouter aux favoris';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <LazyTooltip title={label}>
        <IconButton
          onClick={() => toggle.mutate(!shown)}
          aria-pressed={shown}
          aria-label={shown ? `Retirer ${candidateName} des favoris` : `Ajouter ${candidateName} aux favoris`}
          disabled={toggle.isPending}
          sx={{ color: shown ? 'secondary.main' : undefined, '&.Mui-disabled': { color: shown ? 'secondary.main' : undefined } }}
        >
          {shown ? <Star /> : <StarBorder />}
        </IconButton>
      </LazyTooltip>
      {toggle.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(toggle.error)}
        </Typography>
      )}
    </Box>
  );
}
