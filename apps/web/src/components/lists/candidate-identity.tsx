import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { fullName } from '../../lib/format';

/** A candidate at the head of a card: photo (or initial), name as the card's heading, its état, title, one line. */
export function CandidateIdentity({
  candidate,
  badge,
  detail,
}: {
  candidate: { prenom: string; nom: string; titre: string; img: string | null };
  badge: ReactNode;
  detail: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
      <Avatar src={candidate.img ?? undefined} alt="" sx={{ width: 52, height: 52 }}>
        {candidate.prenom.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h4">
            {fullName(candidate)}
          </Typography>
          {badge}
        </Stack>
        <Typography color="text.secondary">{candidate.titre}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
    </Stack>
  );
}
