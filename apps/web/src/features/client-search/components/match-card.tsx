import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { NIV_EXP_LABELS } from '@passerelle/shared/enums';
import type { MatchCard as MatchCardData } from '@passerelle/shared/schemas/matching';
import { AvailabilityLine } from '../../../components/availability/availability-line';
import { FavouriteStar } from '../../../components/favourites/favourite-star';
import { CandidateRating } from '../../../components/reviews/candidate-rating';
import { ScoreRing } from '../../../components/score-ring';
import { AddToShortlist } from '../../../components/team/add-to-shortlist';
import { ProposeInterview } from '../../../components/team/propose-interview';
import { fullName } from '../../../lib/format';
import { RequestForm } from './request-form';

/** What a Demander made from an offer carries (Bridge match): the offer's id and period. */
export interface RequestOrigin {
  offreId: number;
  dates: { date_debut: string; date_fin: string };
}

/** How the candidate wrote each matched skill when it differs from the searched one (DECISIONS §6.1). */
type Spellings = readonly { skill: string; spelling: string | null }[];

/** « React (ReactJS) » when the candidate's spelling differs, else the skill as searched. */
function matchedLabel(skill: string, spellings: Spellings = []): string {
  const spelling = spellings.find((s) => s.skill === skill)?.spelling;
  return spelling ? `${skill} (${spelling})` : skill;
}

/**
 * Which searched skills the candidate has and which are missing: the score explains itself (DECISIONS §3);
 * a skill the candidate spells otherwise says so, « React (ReactJS) » (DECISIONS §6.1).
 */
export function MatchedSkills({
  matched,
  missing,
  missingPlus = [],
  spellings,
}: {
  matched: readonly string[];
  missing: readonly string[];
  /** The nice-to-have skills the candidate lacks (DECISIONS §6.8), shown apart. */
  missingPlus?: readonly string[];
  spellings?: Spellings;
}) {
  return (
    <Stack spacing={0.75}>
      {matched.length > 0 && (
        <Box component="ul" aria-label="Compétences trouvées" sx={chipList}>
          {matched.map((skill) => (
            <li key={skill}>
              <Chip size="small" color="success" icon={<Check />} label={matchedLabel(skill, spellings)} />
            </li>
          ))}
        </Box>
      )}
      {missing.length > 0 && (
        <Box component="ul" aria-label="Compétences manquantes" sx={chipList}>
          {missing.map((skill) => (
            <li key={skill}>
              <Chip
                size="small"
                variant="outlined"
                icon={<Close />}
                label={skill}
                sx={{ color: 'text.secondary', textDecoration: 'line-through' }}
              />
            </li>
          ))}
        </Box>
      )}
      {missingPlus.length > 0 && (
        <Box component="ul" aria-label="Compétences appréciées manquantes" sx={chipList}>
          {missingPlus.map((skill) => (
            <li key={skill}>
              <Chip
                size="small"
                variant="outlined"
                label={`Un plus : ${skill}`}
                sx={{ color: 'text.secondary', borderStyle: 'dashed' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** « 6 compétences sur 17 » (DECISIONS §6.8): skills found of skills searched, both lists counted. */
export function skillsCount(found: number, asked: number): string {
  return `${found} compétence${found > 1 ? 's' : ''} sur ${asked}`;
}

const chipList = { display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 } as const;

/**
 * A search or Bridge match result (SPEC §2): photo, name, title, match percentage with the skills found
 * and missing, level and availability; « Voir le profil » opens the side panel; favourite and Demander.
 */
export function MatchCard({
  card,
  clientId,
  onOpen,
  origin,
}: {
  card: MatchCardData;
  clientId: number;
  onOpen: () => void;
  origin?: RequestOrigin;
}) {
  const name = fullName(card);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={card.img ?? undefined} alt="" sx={{ width: { xs: 44, sm: 56 }, height: { xs: 44, sm: 56 } }}>
            {card.prenom.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="h4">
              {name}
            </Typography>
            <Typography color="text.secondary">{card.titre}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {NIV_EXP_LABELS[card.niv_exp]} d'expérience
            </Typography>
            <AvailabilityLine availability={card} />
            <CandidateRating rating={card} />
          </Box>
          {/* Beside the name from 600 px; on a phone, below it (the name and availability keep their width). */}
          <Stack sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', flexShrink: 0, maxWidth: 88 }}>
            <ScoreRing score={card.score} />
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', mt: 0.5 }}>
              {skillsCount(card.competences_trouvees, card.competences_demandees)}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', mt: 1.5 }}>
          <ScoreRing score={card.score} size={48} />
          <Typography variant="body2" color="text.secondary">
            {skillsCount(card.competences_trouvees, card.competences_demandees)}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1.5 }}>
          <MatchedSkills
            matched={card.matched}
            missing={card.missing}
            missingPlus={card.missing_plus}
            spellings={card.matched_spellings}
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onOpen} aria-label={`Voir le profil de ${name}`}>
            Voir le profil
          </Button>
          <FavouriteStar clientId={clientId} candidateId={card.id} candidateName={name} favourite={card.favori} />
          <AddToShortlist clientId={clientId} candidateId={card.id} candidateName={name} offreId={origin?.offreId} />
          <ProposeInterview candidateId={card.id} candidateName={name} offreId={origin?.offreId} />
          <Box sx={{ flexGrow: 1 }} />
          <RequestForm
            clientId={clientId}
            candidateId={card.id}
            candidateName={name}
            requested={card.demande}
            offreId={origin?.offreId}
            dates={origin?.dates}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
