import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { emailField } from '@passerelle/shared/schemas/fields';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { nextStepFor } from '../../../lib/next-step';
import { sessionStore } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { RegisterSteps } from './register-steps';

/** The address to send a new verification link to (DECISIONS §3: rsvmail {email}, no session needed). */
function ResendForm() {
  const [email, setEmail] = useState('');
  const resend = useMutation({ mutationFn: authApi.resendMail });
  const valid = emailField.safeParse(email).success;
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) resend.mutate(email.trim());
      }}
    >
      <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="contained" disabled={!valid} loading={resend.isPending}>
        Renvoyer le mail
      </Button>
      {resend.isSuccess && (
        <Alert severity="success" role="status">
          Si cette adresse attend sa validation, un nouveau lien vient de lui être envoyé.
        </Alert>
      )}
      <FormError message={resend.isError ? errorMessage(resend.error, MSG.resendFailed) : null} />
    </Stack>
  );
}

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
            Ce lien a peut-être expiré (il est valable 48 heures) ou déjà servi. Si votre adresse est déjà validée,
            connectez-vous. Sinon, recevez un nouveau lien :
          </Typography>
          <ResendForm />
          <Button component={RouterLink} to={paths.login} variant="text">
            Aller à la connexion
          </Button>
        </Stack>
      ) : (
        <PageLoader label="Validation de votre e-mail…" />
      )}
    </AuthLayout>
  );
}
