import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, IconButton, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { candidatesApi, MARKS_ROUTES } from '../api/candidates-api';

/**
 * The favourite star (SPEC §2): adds the candidate when it is not a favourite yet, and is shown filled
 * once it is (favourites are removed from /dashb/favoris).
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
  const add = useMutation({
    mutationFn: () => candidatesApi.addFavourite(clientId, candidateId),
    onSuccess: () => {
      void invalidateRoutes(queryClient, ...MARKS_ROUTES);
    },
  });
  if (favourite || add.isSuccess) {
    return (
      <LazyTooltip title="Dans vos favoris">
        <Box
          role="img"
          aria-label={`${candidateName} est dans vos favoris`}
          sx={{ display: 'inline-flex', p: 1, color: 'secondary.main' }}
        >
          <Star />
        </Box>
      </LazyTooltip>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <LazyTooltip title="Ajouter aux favoris">
        <IconButton onClick={() => add.mutate()} aria-label={`Ajouter ${candidateName} aux favoris`} disabled={add.isPending}>
          <StarBorder />
        </IconButton>
      </LazyTooltip>
      {add.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(add.error)}
        </Typography>
      )}
    </Box>
  );
}
