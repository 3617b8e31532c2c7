import { Avatar, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { StaffOfferApplication } from '@passerelle/shared/schemas/offers';
import { useRef, useState } from 'react';
import { EtatBadge } from '../../../components/etat-badge';
import { SidePanel } from '../../../components/side-panel';
import { StaffCandidateDetails } from '../../../components/staff/staff-candidate-details';
import { formatDateTime } from '../../../lib/dates';
import { formatEuros, fullName } from '../../../lib/format';

/** The Proposition tab (SPEC §2 Offer detail): the candidates who applied, newest first, each with a side panel. */
export function ApplicantsList({ applications }: { applications: StaffOfferApplication[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const selected = applications.find((a) => a.id === openId) ?? null;
  const last = useRef(selected);
  if (selected) last.current = selected;
  const shown = selected ?? last.current;

  if (applications.length === 0) {
    return (
      <Box sx={{ py: 5, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3 }}>
        <Typography color="text.secondary">{MSG.noApplications}</Typography>
      </Box>
    );
  }
  return (
    <>
      <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        {applications.map((application, index) => {
          const name = fullName(application.condidat);
          return (
            <ListItem key={application.id} divider={index < applications.length - 1} sx={{ py: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                  <Avatar src={application.condidat.img ?? undefined} alt="">
                    {application.condidat.prenom.slice(0, 1)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {application.condidat.titre} · TJM {application.tjm === null ? 'non fixé' : formatEuros(application.tjm)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      A postulé le {formatDateTime(application.createdAt)}
                    </Typography>
                  </Box>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <EtatBadge kind="application" value={application.etat} />
                  <Button size="small" onClick={() => setOpenId(application.id)} aria-label={`Voir plus sur ${name}`}>
                    voir plus
                  </Button>
                </Stack>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <SidePanel open={selected !== null} title="Candidat" onClose={() => setOpenId(null)} width={600}>
        {shown && (
          <StaffCandidateDetails
            profile={shown.condidat}
            staff={{ ...shown.condidat, tjm: shown.tjm, tjm_souhaite: shown.tjm_souhaite }}
          />
        )}
      </SidePanel>
    </>
  );
}
