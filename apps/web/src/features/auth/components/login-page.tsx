import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { LoginBody, LoginSuccessResponse, loginBody } from '@passerelle/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Alert } from '../../../components/plain/alert';
import { Button } from '../../../components/plain/button';
import { PasswordField } from '../../../components/plain/password-field';
import { FormTextField } from '../../../components/plain/text-field';
import { TextLink } from '../../../components/plain/text-link';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { nextStepFor } from '../../../lib/next-step';
import { sessionStore } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { SecondFactorStep } from './second-factor-step';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<z.input<typeof loginBody>, LoginBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.loginBody),
);

type Reason = 'expired' | 'invalid' | 'deleted' | 'blocked';

const REASON_TEXT: Record<Reason, string> = {
  deleted: MSG.accountDeleted,
  expired: MSG.sessionInvalid,
  invalid: MSG.invalidUser,
  blocked: MSG.accountBlocked,
};

/** A page of the dashboard to come back to after login (issue 16: deep links survive the login). */
function returnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith(`${paths.dashboard.home}/`) ? from : null;
}

/**
 * /login (SPEC §2): e-mail, password, 'forgot password' and register links; then the first incomplete
 * step, or the page the user was sent here from. An unverified address gets « Renvoyer le mail ».
 */
export function LoginPage() {
  useDocumentTitle('Connexion');
  const navigate = useNavigate();
  const state = useLocation().state as { reason?: Reason; from?: unknown } | null;
  const reason = state?.reason;
  const from = returnPath(state?.from);
  const form = useForm<z.input<typeof loginBody>, unknown, LoginBody>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = ({ user, token }: LoginSuccessResponse) => {
    sessionStore.set({ token, user });
    const next = nextStepFor(user);
    navigate(next === paths.dashboard.home && from ? from : next, { replace: true });
  };
  const login = useAction(authApi.login, {
    onSuccess: (result) => (result.success ? signIn(result) : setChallenge(result.challenge)),
  });
  const unverified = hasErrorCode(login.error, 'account.email_not_verified');
  const resend = useAction(authApi.resendMail);

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={signIn} onCancel={() => setChallenge(null)} />;

  return (
    <AuthLayout title="Connexion" subtitle="Heureux de vous revoir sur Passerelle.">
      <form noValidate className="pl-stack" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        {reason && !login.isPending && !login.isSuccess && !login.isError && (
          <Alert severity={reason === 'deleted' ? 'success' : reason === 'blocked' ? 'error' : 'info'}>
            {REASON_TEXT[reason]}
          </Alert>
        )}
        <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
        <PasswordField control={form.control} name="password" label="Mot de passe" autoComplete="current-password" />
        <div style={{ textAlign: 'right' }}>
          <TextLink to={paths.forgotPassword}>Mot de passe oublié ?</TextLink>
        </div>
        <FormError message={login.isError ? errorMessage(login.error) : null} />
        {unverified && (
          <div className="pl-stack" style={{ alignItems: 'flex-start', gap: 12 }}>
            <p className="pl-p pl-muted pl-small">
              Le lien de validation vous a été envoyé par e-mail à l'inscription. Vous ne le trouvez plus, ou il a expiré ?
              Demandez-en un nouveau.
            </p>
            <Button variant="outlined" onClick={() => resend.mutate(form.getValues('email'))} loading={resend.isPending}>
              Renvoyer le mail
            </Button>
            {resend.isSuccess && (
              <Alert severity="success" role="status">
                Un nouveau lien de validation vient de vous être envoyé.
              </Alert>
            )}
            <FormError message={resend.isError ? errorMessage(resend.error, MSG.resendFailed) : null} />
          </div>
        )}
        <Button type="submit" size="large" loading={login.isPending}>
          Se connecter
        </Button>
        <p className="pl-center">
          Pas encore de compte ? <TextLink to={paths.register}>Inscrivez-vous</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
