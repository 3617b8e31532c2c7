import { Alert, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { unsubscribe as unsubscribeCall } from '../api/unsubscribe';

/** /desabonnement/{token}: the digest mail's unsubscribe link, which works without logging in (issue 8). */
export function UnsubscribePage() {
  useDocumentTitle('Désabonnement');
  const { token } = useParams();
  const unsubscribe = useMutation({ mutationFn: unsubscribeCall });
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      unsubscribe.mutate(token);
    }
  }, [token, unsubscribe]);

  return (
    <AuthLayout title="Récapitulatifs par e-mail">
      {unsubscribe.isPending || unsubscribe.isIdle ? (
        <PageLoader label="Un instant…" />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          {unsubscribe.isSuccess ? (
            <Alert severity="success">{MSG.unsubscribed}</Alert>
          ) : (
            <Alert severity="error">{errorMessage(unsubscribe.error)}</Alert>
          )}
          <Button component={RouterLink} to={paths.login} variant="contained">
            Aller à mon espace
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
