import { Box, Divider, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { ExperienceEntry, FormationEntry } from '@passerelle/shared/schemas/profiles';
import { formatPeriod } from '../../lib/format';
import { TagChips } from '../tag-chips';

/** A candidate's education, in its order, or SPEC §8's empty text. */
export function FormationItems({ formations }: { formations: readonly FormationEntry[] }) {
  if (formations.length === 0) return <Typography color="text.secondary">{MSG.emptyFormations}</Typography>;
  return (
    <Stack divider={<Divider flexItem />} spacing={1}>
      {formations.map((f) => (
        <Box key={f.id}>
          <Typography sx={{ fontWeight: 600 }}>{f.nom}</Typography>
          <Typography variant="body2" color="text.secondary">
            {f.ecole} · {formatPeriod(f.date_debut, f.date_fin)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A candidate's experience, in its order, or SPEC §8's empty text. */
export function ExperienceItems({ experiences }: { experiences: readonly ExperienceEntry[] }) {
  if (experiences.length === 0) return <Typography color="text.secondary">{MSG.emptyExperiences}</Typography>;
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      {experiences.map((e) => (
        <Box key={e.id}>
          <Typography sx={{ fontWeight: 600 }}>
            {e.fonction} — {e.entreprise}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {e.lieu} · {e.domaine} · {formatPeriod(e.date_debut, e.date_fin)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 0.5 }}>
            {e.description}
          </Typography>
          <TagChips tags={e.tech} label="Technologies" />
        </Box>
      ))}
    </Stack>
  );
}
