import { Box, Typography } from '@mui/material';
import type { CandidatePublicProfile } from '@passerelle/shared/schemas/profiles';

/** The candidate's published reviews: « ★ 4,5 / 5 (2 avis) », or « Pas encore d’avis » (DECISIONS §6.4). */
export function CandidateRating({ rating }: { rating: Pick<CandidatePublicProfile, 'note_moyenne' | 'nb_avis'> }) {
  if (rating.note_moyenne === null || rating.nb_avis === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Pas encore d’avis
      </Typography>
    );
  }
  const note = String(rating.note_moyenne).replace('.', ',');
  return (
    <Typography variant="body2" component="span" aria-label={`Note moyenne ${note} sur 5, ${rating.nb_avis} avis`}>
      <Box component="span" aria-hidden sx={{ color: 'warning.main' }}>
        ★
      </Box>{' '}
      <strong>{note}</strong> / 5 ({rating.nb_avis} avis)
    </Typography>
  );
}
