import CheckCircle from '@mui/icons-material/CheckCircle';
import HighlightOff from '@mui/icons-material/HighlightOff';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { MATCH_LATE_DAYS } from '@passerelle/shared/constants';
import { gradedScore, REQUIRED_UNITS } from '@passerelle/shared/match-score';
import { paths } from '@passerelle/shared/paths';
import type { OffreMatchResponse } from '@passerelle/shared/schemas/ranking';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ScoreRing } from '../../../components/score-ring';
import { formatDay } from '../../../lib/dates';
import { offerMatchQuery } from '../api/offers-api';

type OfferMatch = Pick<OffreMatchResponse, 'score' | 'c1' | 'c2' | 'c3' | 'skills'>;

/** One way to raise the score, and the points it would add. */
export type Raiser = { kind: 'skill'; label: string; points: number } | { kind: 'availability'; points: number };

/**
 * What would raise the candidate's score against the offer, best first: each missing skill, then being available
 * at the start. Computed with the score's own integer formula (packages/shared/src/match-score.ts), from the
 * parts the server answered: an offer searches its technologies as required skills, its start as the date, no
 * level (c1 stays 1), as the Bridge match does.
 */
export function raisersOf(match: OfferMatch): Raiser[] {
  const units = REQUIRED_UNITS * match.skills.length;
  if (units === 0) return [];
  const found = REQUIRED_UNITS * match.skills.filter((s) => s.ok).length;
  const halves = Math.round(match.c1 * 2);
  const late = Math.round((1 - match.c3) * MATCH_LATE_DAYS);
  const gain = (f: number, l: number) => gradedScore(halves, f, units, l) - match.score;
  const raisers: Raiser[] = match.skills
    .filter((s) => !s.ok)
    .map((s) => ({ kind: 'skill', label: s.label, points: gain(found + REQUIRED_UNITS, late) }));
  if (late > 0) raisers.push({ kind: 'availability', points: gain(found, 0) });
  return raisers.filter((r) => r.points > 0).sort((a, b) => b.points - a.points);
}

const points = (n: number) => `+${n}\u00a0point${n > 1 ? 's' : ''}`;

/**
 * « Votre adéquation à cette offre » (DECISIONS §6.8, cd/offreMatch): the score a company's search for this offer
 * gives the candidate, ✓/✗ per skill, and what would raise it. Absent when the score cannot be read (the page
 * says why when the offer itself cannot be).
 */
export function OfferMatchCard({ offerId, dateDebut }: { offerId: number; dateDebut: string }) {
  const match = useQuery(offerMatchQuery(offerId, true));
  const data = match.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="offer-match-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="offer-match-title" component="h2" variant="h4" sx={{ mb: 2 }}>
        Votre adéquation à cette offre
      </Typography>
      {match.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-label="Calcul de votre adéquation">
          <Skeleton variant="circular" width={64} height={64} />
          <Skeleton width="60%" />
        </Stack>
      ) : !data ? (
        <Typography color="text.secondary">Votre adéquation à cette offre n’est pas disponible pour l’instant.</Typography>
      ) : (
        <MatchDetail match={data} dateDebut={dateDebut} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Ce score est celui qu’obtient votre profil quand l’entreprise recherche un profil pour cette offre.{' '}
        <Link component={RouterLink} to={paths.transparency}>
          Comment nous classons les profils
        </Link>
      </Typography>
    </Paper>
  );
}

function MatchDetail({ match, dateDebut }: { match: OfferMatch; dateDebut: string }) {
  const found = match.skills.filter((s) => s.ok).length;
  const raisers = raisersOf(match);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ScoreRing score={match.score} />
        <Typography>
          {found} compétence{found > 1 ? 's' : ''} sur {match.skills.length} demandée{match.skills.length > 1 ? 's' : ''}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label="Compétences demandées"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {match.skills.map((skill) => (
          <Box
            component="li"
            key={skill.label}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1.25,
              py: 0.5,
              borderRadius: 4,
              border: 1,
              borderColor: skill.ok ? 'success.light' : 'divider',
              maxWidth: '100%',
            }}
          >
            {skill.ok ? (
              <CheckCircle fontSize="small" color="success" aria-hidden />
            ) : (
              <HighlightOff fontSize="small" color="disabled" aria-hidden />
            )}
            <Typography component="span" variant="body2" sx={{ wordBreak: 'break-word' }}>
              {skill.label}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {skill.ok ? '\u00a0: dans votre profil' : '\u00a0: absente de votre profil'}
            </Box>
          </Box>
        ))}
      </Box>
      {raisers.length === 0 ? (
        <Typography>Votre profil remplit tous les critères de cette offre.</Typography>
      ) : (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <TrendingUp color="primary" aria-hidden />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Ce qui améliorerait votre score
            </Typography>
          </Stack>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {raisers.map((r) =>
              r.kind === 'skill' ? (
                <li key={`skill-${r.label}`}>
                  <Typography>
                    <strong>{r.label}</strong>, si vous la pratiquez, dans vos compétences ou les technologies d’une expérience
                    {'\u00a0'}: {points(r.points)}
                  </Typography>
                </li>
              ) : (
                <li key="availability">
                  <Typography>
                    Être disponible dès le début de la mission, le {formatDay(dateDebut)}
                    {'\u00a0'}: {points(r.points)}
                  </Typography>
                </li>
              ),
            )}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link component={RouterLink} to={paths.dashboard.candidate.profile}>
              Mettre à jour mon profil
            </Link>
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
