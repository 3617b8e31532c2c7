import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatPeriod } from '../../lib/format';
import { BlockedBadge, EtatBadge } from '../etat-badge';
import { TagChips } from '../tag-chips';

/** An offer in a list (SPEC §2): title, period, technologies, état badge, Bloquée badge, and its actions. */
export function OfferCard({
  offer,
  actions,
  children,
}: {
  offer: { titre: string; date_debut: string; date_fin: string; tech: string[]; etat: string; isblocked?: boolean };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
            <Typography component="h2" variant="h4" sx={{ mr: 1 }}>
              {offer.titre}
            </Typography>
            <EtatBadge kind="offer" value={offer.etat} />
            {offer.isblocked && <BlockedBadge />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {formatPeriod(offer.date_debut, offer.date_fin)}
          </Typography>
          <TagChips tags={offer.tech} label="Technologies" />
          {children}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}
