import { Avatar, Box, Stack, Typography } from '@mui/material';
import { NIV_ETUDE_LABELS, NIV_EXP_LABELS } from '@passerelle/shared/enums';
import type { CandidatePublicProfile } from '@passerelle/shared/schemas/profiles';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { fullName } from '../../lib/format';
import { CandidateRating } from '../reviews/candidate-rating';
import { TagChips } from '../tag-chips';
import { ExperienceItems, FormationItems } from './entry-items';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A candidate's professional profile (DECISIONS §5): photo, names, title, levels, availability, rating
 * (DECISIONS §6.4), presentation, skills, education and experience. `extra` adds what only some readers see (staff).
 */
export function CandidateProfileView({
  profile,
  extra,
  highlight,
}: {
  profile: CandidatePublicProfile;
  extra?: ReactNode;
  highlight?: readonly string[];
}) {
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={profile.img ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {profile.prenom.slice(0, 1)}
        </Avatar>
        <Box>
          <Typography variant="h4" component="p">
            {fullName(profile)}
          </Typography>
          <Typography color="text.secondary">{profile.titre}</Typography>
        </Box>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          mt: 2,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500 },
        }}
      >
        <dt>Niveau d’études</dt>
        <dd>{NIV_ETUDE_LABELS[profile.niv_etude]}</dd>
        <dt>Expérience</dt>
        <dd>{NIV_EXP_LABELS[profile.niv_exp]}</dd>
        <dt>Disponible le</dt>
        <dd>{formatDate(profile.dispo)}</dd>
        <dt>Avis</dt>
        <dd>
          <CandidateRating rating={profile} />
        </dd>
      </Box>
      {extra}
      {profile.resume && (
        <Section title="Présentation">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{profile.resume}</Typography>
        </Section>
      )}
      <Section title="Compétences">
        <TagChips tags={profile.skills} highlight={highlight} label="Compétences" />
      </Section>
      <Section title="Formations">
        <FormationItems formations={profile.formations} />
      </Section>
      <Section title="Expériences">
        <ExperienceItems experiences={profile.experiences} />
      </Section>
    </Box>
  );
}
