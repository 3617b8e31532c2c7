import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Alert, Button, Link, Stack } from '@mui/material';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { offerAlertsApi } from '../api/offer-alerts-api';

/** « M'alerter » (DECISIONS §6.2): each new offer that this search finds is announced once by a notification. */
export function AlertMeButton({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => offerAlertsApi.create({ search }),
    onSuccess: () => invalidateRoutes(queryClient, candidateAlertsApi.getAlertes),
  });
  return (
    <Stack spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      {create.isSuccess ? (
        <Alert severity="success">
          Alerte créée : nous vous prévenons de chaque nouvelle offre pour « {search} ».{' '}
          <Link component={RouterLink} to={paths.dashboard.candidate.alerts}>
            Mes alertes
          </Link>
        </Alert>
      ) : (
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveOutlined />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          M'alerter
        </Button>
      )}
      {create.error && <Alert severity="error">{errorMessage(create.error)}</Alert>}
    </Stack>
  );
}
