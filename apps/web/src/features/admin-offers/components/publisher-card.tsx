import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CLIENT_TYPE_LABELS } from '@passerelle/shared/enums';
import type { Publisher } from '@passerelle/shared/schemas/offers';
import { useState } from 'react';
import { EtatBadge } from '../../../components/etat-badge';
import { SidePanel } from '../../../components/side-panel';
import { ClientDetails } from '../../../components/staff/client-details';
import { fullName } from '../../../lib/format';

/** The company that published the offer (SPEC §2 Offer detail), with its side panel. */
export function PublisherCard({ publisher }: { publisher: Publisher }) {
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-label="Publiée par">
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          Publiée par
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
          <Avatar src={publisher.img ?? undefined} alt="" variant="rounded" sx={{ width: 48, height: 48 }}>
            {publisher.nom_entreprise.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{publisher.nom_entreprise}</Typography>
            <Typography variant="body2" color="text.secondary">
              {CLIENT_TYPE_LABELS[publisher.type_client]} · {fullName(publisher) || publisher.email}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <EtatBadge kind="user" value={publisher.etat} />
          <Button size="small" onClick={() => setOpen(true)} aria-label={`Voir plus sur ${publisher.nom_entreprise}`}>
            voir plus
          </Button>
        </Stack>
      </CardContent>
      <SidePanel open={open} title="Client" onClose={() => setOpen(false)}>
        <ClientDetails client={publisher} />
      </SidePanel>
    </Card>
  );
}
