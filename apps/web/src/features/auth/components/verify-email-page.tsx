import { Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { nextStepFor } from '../../../lib/next-step';
import { sessionStore } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { RegisterSteps } from './register-steps';

/**
 * /register/vfcl/{token} and /register/vfcd/{token} (SPEC §2, §4): verifies the address with the link
 * token, keeps the session the server returns, and continues the onboarding where it stands.
 */
export function VerifyEmailPage() {
  useDocumentTitle("Validation de l'e-mail");
  const { id: token } = useParams();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: authApi.verifyMail,
    onSuccess: ({ user, token: sessionToken }) => {
      sessionStore.set({ token: sessionToken, user });
      navigate(nextStepFor(user), { replace: true });
    },
  });
  // The link token is single-use: send it once, even when React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (!token) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout title="Validation de votre e-mail">
      <RegisterSteps active={1} />
      {verify.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <FormError message={errorMessage(verify.error, MSG.verifyFailed)} />
          <Typography color="text.secondary">
            Connectez-vous pour recevoir un nouveau lien de validation, ou contactez-nous si le problème persiste.
          </Typography>
          <Button component={RouterLink} to={paths.login} variant="contained">
            Aller à la connexion
          </Button>
        </Stack>
      ) : (
        <PageLoader label="Validation du e-mail..." />
      )}
    </AuthLayout>
  );
}
