import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  TextField,
} from '@mui/material';
import type { SearchMatchBody } from '@passerelle/shared';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { alertsApi } from '../api/alerts-api';

const SCORES = [100, 90, 80, 70, 60, 50];

/**
 * « Créer une alerte » (DECISIONS §6.2): saves the search's criteria with a minimum score; each new
 * candidate who reaches it is announced by a notification, once.
 */
export function CreateAlertButton({ criteria }: { criteria: SearchMatchBody }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [minScore, setMinScore] = useState(80);
  const create = useMutation({
    mutationFn: () =>
      alertsApi.create({
        skills: criteria.skills,
        niv_exp: criteria.niv_exp || null,
        date_dispo: criteria.date_dispo || null,
        min_score: minScore,
      }),
    onSuccess: () => invalidateRoutes(queryClient, clientAlertsApi.getAlertes),
  });
  const close = () => {
    setOpen(false);
    create.reset();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={() => setOpen(true)}>
        Créer une alerte
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Créer une alerte</DialogTitle>
        <DialogContent>
          {create.isSuccess ? (
            <Alert severity="success">
              Alerte créée : vous serez prévenu de chaque nouveau profil qui atteint {minScore} %.{' '}
              <Link component={RouterLink} to={paths.dashboard.client.alerts}>
                Voir mes alertes
              </Link>
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                Nous vous prévenons dès qu'un candidat correspond à « {criteria.skills.join(', ')} » avec au moins le score
                choisi.
              </DialogContentText>
              <TextField
                select
                fullWidth
                label="Score minimum"
                value={minScore}
                onChange={(e) => setMinScore(Number(e.target.value))}
              >
                {SCORES.map((score) => (
                  <MenuItem key={score} value={score}>
                    {score} %
                  </MenuItem>
                ))}
              </TextField>
              {create.error && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorMessage(create.error)}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{create.isSuccess ? 'Fermer' : 'Annuler'}</Button>
          {!create.isSuccess && (
            <Button variant="contained" loading={create.isPending} onClick={() => create.mutate()}>
              Créer l'alerte
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
