import { MSG } from '@passerelle/shared/messages';
import type { LoginSuccessResponse, twoFactorCodeBody } from '@passerelle/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Button } from '../../../components/plain/button';
import { FormTextField } from '../../../components/plain/text-field';
import { LinkButton } from '../../../components/plain/text-link';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useAction } from '../../../lib/use-action';
import { authApi } from '../api/auth-api';

type Values = z.input<typeof twoFactorCodeBody>;

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<Values, z.output<typeof twoFactorCodeBody>>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.twoFactorCodeBody),
);

/** The second login step (issue 9): the code of the authenticator app, or a recovery code. Plain, as /login. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginSuccessResponse) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof twoFactorCodeBody>>({
    resolver,
    defaultValues: { code: '' },
  });
  const verify = useAction((code: string) => authApi.loginTwoFactor({ challenge, code }), { onSuccess: onSignedIn });
  return (
    <AuthLayout title="Vérification en deux étapes" subtitle={MSG.twoFactorPrompt}>
      <form noValidate className="pl-stack" onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
        <FormTextField
          control={form.control}
          name="code"
          label="Code de vérification"
          autoComplete="one-time-code"
          autoFocus
          inputMode="text"
          spellCheck={false}
        />
        <FormError message={verify.isError ? errorMessage(verify.error) : null} />
        <Button type="submit" size="large" loading={verify.isPending}>
          Vérifier
        </Button>
        <p className="pl-center">
          <LinkButton onClick={onCancel}>Revenir à la connexion</LinkButton>
        </p>
      </form>
    </AuthLayout>
  );
}
