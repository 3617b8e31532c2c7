import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { type LoginBody, type LoginSuccessResponse, loginBody, MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { nextStepFor } from '../../../lib/next-step';
import { sessionStore } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { SecondFactorStep } from './second-factor-step';

/** /login (SPEC §2): e-mail, password, 'forgot password' and register links; then the first incomplete step. */
export function LoginPage() {
  useDocumentTitle('Connexion');
  const navigate = useNavigate();
  const reason = (useLocation().state as { reason?: 'expired' | 'invalid' | 'deleted' } | null)?.reason;
  const form = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = ({ user, token }: LoginSuccessResponse) => {
    sessionStore.set({ token, user });
    navigate(nextStepFor(user), { replace: true });
  };
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (result) => (result.success ? signIn(result) : setChallenge(result.challenge)),
  });

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={signIn} onCancel={() => setChallenge(null)} />;

  return (
    <AuthLayout title="Connexion" subtitle="Heureux de vous revoir sur Passerelle.">
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <Stack spacing={2.5}>
          {reason && !login.isPending && !login.isSuccess && (
            <Alert severity={reason === 'deleted' ? 'success' : 'info'}>
              {reason === 'deleted' ? MSG.accountDeleted : reason === 'expired' ? MSG.sessionInvalid : MSG.invalidUser}
            </Alert>
          )}
          <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
          <PasswordField control={form.control} name="password" label="Mot de passe" autoComplete="current-password" />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={paths.forgotPassword}>
              Mot de passe oublié ?
            </Link>
          </Box>
          <FormError message={login.isError ? errorMessage(login.error) : null} />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Se connecter
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            Pas encore de compte ?{' '}
            <Link component={RouterLink} to={paths.register}>
              Inscrivez-vous
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
