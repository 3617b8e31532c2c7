import { Alert, Button, Stack } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { availabilityText } from '../../../lib/availability';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { confirmDispoByLink, keepAccountByLink } from '../api/mail-links';

/**
 * A one-click mail link: sends its token once on arrival, then says what happened. A spent or expired link
 * (`auth.link_invalid`) says what to do instead: a new link cannot be asked for, the same action is in the app.
 */
function OneClickLink<T>({
  title,
  action,
  done,
  spent,
}: {
  title: string;
  action: (token: string) => Promise<T>;
  done: (result: T) => ReactNode;
  spent: string;
}) {
  useDocumentTitle(title);
  const { token } = useParams();
  const run = useMutation({ mutationFn: action });
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      run.mutate(token);
    }
  }, [token, run]);
  return (
    <AuthLayout title={title}>
      {run.isPending || run.isIdle ? (
        <PageLoader label="Un instant…" />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          {run.isSuccess ? (
            <Alert severity="success">{done(run.data as T)}</Alert>
          ) : (
            <Alert severity="error">
              {hasErrorCode(run.error, 'auth.link_invalid')
                ? `Ce lien n'est plus valable : il a déjà servi ou a expiré. ${spent}`
                : errorMessage(run.error)}
            </Alert>
          )}
          <Button component={RouterLink} to={paths.login} variant="contained">
            Aller à mon espace
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}

/** /disponibilite/confirmer/{token}: the reminder mail's « Je confirme ma disponibilité » (DECISIONS §6.2). */
export function ConfirmDispoLinkPage() {
  return (
    <OneClickLink
      title="Confirmer ma disponibilité"
      action={confirmDispoByLink}
      spent="Connectez-vous : « Je confirme ma disponibilité » est aussi sur votre page d'accueil."
      done={(answer) => (
        <>
          Merci, votre disponibilité est confirmée : {availabilityText(answer)}. Elle a changé ? Mettez-la à jour dans votre
          profil.
        </>
      )}
    />
  );
}

/** /compte/conserver/{token}: the retention mail's « Conserver mon compte ». */
export function KeepAccountLinkPage() {
  return (
    <OneClickLink
      title="Conserver mon compte"
      action={keepAccountByLink}
      spent="Connectez-vous : vous connecter suffit à conserver votre compte."
      done={() => <>Merci : votre compte est conservé. Nous ne l'effacerons pas.</>}
    />
  );
}
