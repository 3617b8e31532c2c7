import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CraCalendar, formatDays, monthTitle } from '../../../components/cra/cra-calendar';
import { AutoValidatedBadge, autoValidationDay } from '../../../components/cra/cra-deadline';
import { EtatBadge } from '../../../components/etat-badge';
import { QueryState } from '../../../components/query-state';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The staff's view of a mission's activity reports (DECISIONS §6.4), drafts included, read only. */
export function CrasDialog({ mission, onClose }: { mission: Mission | null; onClose: () => void }) {
  const titleId = useId();
  const input = { missionId: mission?.id ?? 0 };
  const cras = useQuery({
    queryKey: queryKeyOf(missionWorkApi.adm.getCras, input),
    queryFn: async () => (await call(missionWorkApi.adm.getCras, input)).cras,
    enabled: mission !== null,
  });
  return (
    <Dialog open={mission !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        Comptes rendus d’activité
        {mission && (
          <Typography color="text.secondary">
            {mission.condidat.prenom} {mission.condidat.nom} chez {mission.client.nom_entreprise}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        <QueryState
          isPending={cras.isPending}
          error={cras.error}
          onRetry={() => cras.refetch()}
          fallback={MSG.fetchFailed}
          isEmpty={cras.data?.length === 0}
          emptyText="Aucun compte rendu pour cette mission."
        >
          <Stack spacing={3}>
            {cras.data
              ?.slice()
              .reverse()
              .map((cra) => (
                <Box key={cra.id} component="section" aria-label={`Compte rendu de ${monthTitle(cra.mois)}`}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography sx={{ fontWeight: 700 }}>{monthTitle(cra.mois)}</Typography>
                    <EtatBadge kind="cra" value={cra.etat} />
                    <AutoValidatedBadge cra={cra} />
                    <Typography color="text.secondary">{formatDays(cra.total)}</Typography>
                  </Stack>
                  {autoValidationDay(cra) && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      Validation automatique le {autoValidationDay(cra)} sans réponse de l’entreprise.
                    </Typography>
                  )}
                  {cra.motif && (
                    <Alert severity="warning" sx={{ mb: 1 }}>
                      Motif du refus : {cra.motif}
                    </Alert>
                  )}
                  <CraCalendar mois={cra.mois} jours={cra.jours} />
                </Box>
              ))}
          </Stack>
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
