import { Box, Divider, Stack } from '@mui/material';
import type { MatchCard } from '@passerelle/shared/schemas/matching';
import { lazy, Suspense } from 'react';
import { FavouriteStar } from '../../../components/favourites/favourite-star';
import { LoadingStatus } from '../../../components/loading-status';
import { ScoreRing } from '../../../components/score-ring';
import { SidePanel } from '../../../components/side-panel';
import { AddToShortlist } from '../../../components/team/add-to-shortlist';
import { ProposeInterview } from '../../../components/team/propose-interview';
import { fullName } from '../../../lib/format';
import { MatchedSkills, type RequestOrigin } from './match-card';
import { RequestForm } from './request-form';

// The full profile loads with the first panel opened, not with the results (issue 20).
const CandidateProfileView = lazy(() =>
  import('../../../components/profile/candidate-profile-view').then((m) => ({ default: m.CandidateProfileView })),
);

/**
 * The right side panel of a result (SPEC §2): the full professional profile (DECISIONS §5: never the
 * contact data), the match and the same actions as the card.
 */
export function CandidatePanel({
  card,
  clientId,
  origin,
  onClose,
}: {
  card: MatchCard | undefined;
  clientId: number;
  origin?: RequestOrigin;
  onClose: () => void;
}) {
  return (
    <SidePanel open={Boolean(card)} title={card ? fullName(card) : ''} onClose={onClose} width={580}>
      {card && (
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <ScoreRing score={card.score} size={72} />
            <Box sx={{ flex: 1 }}>
              <MatchedSkills matched={card.matched} missing={card.missing} spellings={card.matched_spellings} />
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FavouriteStar clientId={clientId} candidateId={card.id} candidateName={fullName(card)} favourite={card.favori} />
            <AddToShortlist clientId={clientId} candidateId={card.id} candidateName={fullName(card)} offreId={origin?.offreId} />
            <ProposeInterview candidateId={card.id} candidateName={fullName(card)} offreId={origin?.offreId} />
            <RequestForm
              key={card.id}
              clientId={clientId}
              candidateId={card.id}
              candidateName={fullName(card)}
              requested={card.demande}
              offreId={origin?.offreId}
              dates={origin?.dates}
            />
          </Stack>
          <Divider />
          <Suspense fallback={<LoadingStatus />}>
            <CandidateProfileView profile={card} highlight={card.matched} />
          </Suspense>
        </Stack>
      )}
    </SidePanel>
  );
}
