import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import { teamsApi } from '@passerelle/shared/routes/teams';
import type { JoinTeamBody, joinTeamBody } from '@passerelle/shared/schemas/teams';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { call, errorMessage, hasErrorCode } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { queryKeyOf } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TermsDialog } from './terms-dialog';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const joinTeamBodyResolver = lazyZodResolver<z.input<typeof joinTeamBody>, JoinTeamBody>(() =>
  import('@passerelle/shared/schemas/teams').then((m) => m.joinTeamBody),
);

/**
 * /register/team/{token} (DECISIONS §6.3): the colleague invited by the company's owner chooses a name
 * and a password; the account is created verified, joined to the company, and signed in on /dashb.
 */
export function JoinTeamPage() {
  useDocumentTitle("Rejoindre l'équipe");
  const { id: token } = useParams();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof joinTeamBody>, unknown, JoinTeamBody>({
    resolver: joinTeamBodyResolver,
    defaultValues: { nom: '', prenom: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [termsOpen, setTermsOpen] = useState(false);
  const join = useMutation({
    mutationFn: (values: JoinTeamBody) => call(teamsApi.joinTeam, values, { token: token ?? '' }),
    onSuccess: ({ token: session, user }) => {
      sessionStore.set({ token: session, user });
      navigate(paths.dashboard.home, { replace: true });
    },
  });
  // What the link is for: the address the account will log in with, and the company.
  const invitation = useQuery({
    queryKey: queryKeyOf(teamsApi.teamInvitation, { token }),
    queryFn: () => call(teamsApi.teamInvitation, undefined, { token: token ?? '' }),
    enabled: Boolean(token),
  });
  const dead = (error: unknown) => hasErrorCode(error, 'auth.link_invalid');
  const linkDead = dead(join.error) || dead(invitation.error);

  if (!token) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout
      title={
        invitation.data ? `Rejoignez l'équipe de ${invitation.data.nom_entreprise}` : "Rejoignez l'équipe de votre entreprise"
      }
    >
      {linkDead ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            Ce lien d'invitation n'est plus valable (expiré, déjà utilisé ou annulé). Demandez à la personne qui vous a invité de
            vous renvoyer une invitation.
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="outlined">
            Se connecter
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit((values) => join.mutate(values))}>
          <Stack spacing={2.5}>
            <Typography color="text.secondary">
              Choisissez votre nom et votre mot de passe : vous partagerez les offres, sélections, entretiens et missions de votre
              entreprise.
            </Typography>
            {invitation.data && (
              <Typography>
                Vous vous connecterez avec l'adresse <strong>{invitation.data.email}</strong>.
              </Typography>
            )}
            <FormTextField control={form.control} name="prenom" label="Prénom" autoComplete="given-name" autoFocus />
            <FormTextField control={form.control} name="nom" label="Nom" autoComplete="family-name" />
            <PasswordField control={form.control} name="password" label="Mot de passe" autoComplete="new-password" />
            <PasswordStrength password={password ?? ''} />
            <PasswordField control={form.control} name="confirmPassword" label="Confirmation" autoComplete="new-password" />
            <FormError message={join.isError ? errorMessage(join.error) : null} />
            <Button type="submit" variant="contained" size="large" loading={join.isPending}>
              Rejoindre l'équipe
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              En rejoignant l'équipe, vous acceptez les{' '}
              <Link component="button" type="button" onClick={() => setTermsOpen(true)} sx={{ verticalAlign: 'baseline' }}>
                conditions générales
              </Link>{' '}
              de Passerelle.
            </Typography>
          </Stack>
        </Box>
      )}
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthLayout>
  );
}
