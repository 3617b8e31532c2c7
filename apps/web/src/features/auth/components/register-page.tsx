import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { RegisterBody, registerBody } from '@passerelle/shared/schemas/auth';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PasswordStrength } from '../../../components/form/password-strength';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Button } from '../../../components/plain/button';
import { Checkbox } from '../../../components/plain/checkbox';
import { ChoiceCards } from '../../../components/plain/choice-cards';
import { PasswordField } from '../../../components/plain/password-field';
import { FormTextField } from '../../../components/plain/text-field';
import { LinkButton, TextLink } from '../../../components/plain/text-link';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useAction } from '../../../lib/use-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { MailSent } from './mail-sent';
import { RegisterSteps } from './register-steps';
import { TermsDialog } from './terms-dialog';

type Values = z.input<typeof registerBody>;

const ACCOUNT_TYPES = [
  {
    value: 'client',
    label: 'Je recrute',
    detail: 'ESN ou client final : trouvez des profils disponibles',
    icon: 'business',
  },
  {
    value: 'condidat',
    label: 'Je cherche une mission',
    detail: 'Candidat : des missions 100 % à distance',
    icon: 'personSearch',
  },
] as const;

/** `?sel=client|candidat` preselects the type (the API spells the candidate type `condidat`). */
function preselected(sel: string | null): Values['type_cmpt'] | undefined {
  if (sel === 'client') return 'client';
  if (sel === 'candidat') return 'condidat';
  return undefined;
}

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<Values, RegisterBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.registerBody),
);

/** /register (SPEC §2): account type, e-mail, password twice, terms; then 'mail sent' with 'resend'. */
export function RegisterPage() {
  useDocumentTitle('Inscription');
  const [params] = useSearchParams();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<Values, unknown, RegisterBody>({
    resolver,
    defaultValues: {
      type_cmpt: preselected(params.get('sel')),
      email: '',
      password: '',
      confirmPassword: '',
      cgu: false as unknown as true,
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const register = useAction(authApi.register);

  if (register.isSuccess) {
    const { data } = register.data;
    return (
      <AuthLayout title="Vérifiez votre boîte mail">
        <RegisterSteps active={1} />
        <MailSent
          email={data.email}
          text="Cliquez sur le lien qu'il contient pour valider votre adresse et compléter votre profil. Le lien est valable 48 heures."
          resend={() => authApi.resendMail(data.email)}
          failure={MSG.resendFailed}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Créer un compte" subtitle="Rejoignez Passerelle en moins d'une minute." wide>
      <RegisterSteps active={0} />
      <form noValidate className="pl-stack" onSubmit={form.handleSubmit((values) => register.mutate(values))}>
        <Controller
          control={form.control}
          name="type_cmpt"
          render={({ field, fieldState }) => (
            <ChoiceCards
              legend="Type de compte"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              options={ACCOUNT_TYPES}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" />
        <PasswordField
          control={form.control}
          name="password"
          label="Mot de passe"
          autoComplete="new-password"
          helperText="6 caractères au moins"
        />
        <PasswordStrength password={password ?? ''} />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label="Confirmation du mot de passe"
          autoComplete="new-password"
        />
        <Controller
          control={form.control}
          name="cgu"
          render={({ field, fieldState }) => (
            <Checkbox
              id="inscription-cgu"
              name={field.name}
              ref={field.ref}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              label={
                <>
                  J'accepte les <LinkButton onClick={() => setTermsOpen(true)}>conditions générales d'utilisation</LinkButton>
                </>
              }
            />
          )}
        />
        <FormError message={register.isError ? errorMessage(register.error, MSG.registerFailed) : null} />
        <Button type="submit" size="large" loading={register.isPending}>
          Créer mon compte
        </Button>
        <p className="pl-center">
          Déjà inscrit ? <TextLink to={paths.login}>Connectez-vous</TextLink>
        </p>
      </form>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthLayout>
  );
}
