import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { missionsApi } from '@passerelle/shared/routes/missions';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ContractsPanel } from '../../../components/contracts/contracts-panel';
import { QueryState } from '../../../components/query-state';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { queryKeyOf } from '../../../lib/query-keys';

/** A mission's contracts (DECISIONS §6.5) and its history as the staff recorded it, oldest first (adm/getMissionHistory, §6.9). */
export function HistoryDialog({ mission, onClose }: { mission: Mission | null; onClose: () => void }) {
  const titleId = useId();
  const input = { id: mission?.id ?? 0 };
  const history = useQuery({
    queryKey: queryKeyOf(missionsApi.adm.getMissionHistory, input),
    queryFn: async () => (await call(missionsApi.adm.getMissionHistory, input)).history,
    enabled: mission !== null,
  });
  return (
    <Dialog open={mission !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        Contrats et historique de la mission
        {mission && (
          <Typography color="text.secondary">
            {mission.condidat.prenom} {mission.condidat.nom} chez {mission.client.nom_entreprise}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        {mission && (
          <Box sx={{ mb: 2 }}>
            <ContractsPanel side="adm" missionId={mission.id} />
          </Box>
        )}
        <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
          Historique
        </Typography>
        <QueryState
          isPending={history.isPending}
          error={history.error}
          onRetry={() => history.refetch()}
          fallback={MSG.fetchFailed}
          isEmpty={history.data?.length === 0}
          emptyText="Rien n’a encore été enregistré pour cette mission."
        >
          <List dense aria-label="Historique">
            {history.data?.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={entry.libelle}
                  secondary={
                    <>
                      {formatDateTime(entry.createdAt)}
                      {entry.auteur && ` · ${entry.auteur.prenom} ${entry.auteur.nom}`.trimEnd()}
                      {entry.details && (
                        <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                          {entry.details}
                        </Typography>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
