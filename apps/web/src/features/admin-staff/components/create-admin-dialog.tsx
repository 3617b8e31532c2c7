import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { CreateAdminBody, createAdminBody } from '@passerelle/shared/schemas/admin-staff';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useCreateAdmin } from '../api/staff-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const createAdminBodyResolver = lazyZodResolver<Values, CreateAdminBody>(() =>
  import('@passerelle/shared/schemas/admin-staff').then((m) => m.createAdminBody),
);

type Values = z.input<typeof createAdminBody>;
const EMPTY: Values = { email: '', password: '', confirmPassword: '' };

/**
 * 'Ajouter un administrateur' (root): e-mail and password, twice, with the strength meter; the server
 * refuses a taken e-mail and a common password (DECISIONS §3), shown on their fields.
 */
export function CreateAdminDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (email: string) => void;
}) {
  const titleId = useId();
  const create = useCreateAdmin();
  const form = useForm<Values, unknown, CreateAdminBody>({ resolver: createAdminBodyResolver, defaultValues: EMPTY });
  const password = useWatch({ control: form.control, name: 'password' });
  const { reset } = form;
  const { reset: resetCreate } = create;
  useEffect(() => {
    if (open) {
      reset(EMPTY);
      resetCreate();
    }
  }, [open, reset, resetCreate]);

  const fieldErrors = create.error instanceof ApiError ? create.error.errors : {};
  const onField = Boolean(fieldErrors.email || fieldErrors.password);
  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values, { onSuccess: (account) => onCreated(account.email) }))}
      >
        <DialogTitle id={titleId}>Ajouter un administrateur</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Le compte est actif aussitôt : communiquez le mot de passe à son titulaire par un canal sûr.
          </DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="off"
              serverError={fieldErrors.email}
            />
            <PasswordField
              control={form.control}
              name="password"
              label="Mot de passe"
              autoComplete="new-password"
              helperText="6 caractères au moins"
              serverError={fieldErrors.password}
            />
            <PasswordStrength password={password ?? ''} />
            <PasswordField
              control={form.control}
              name="confirmPassword"
              label="Confirmation du mot de passe"
              autoComplete="new-password"
            />
            <FormError message={create.isError && !onField ? errorMessage(create.error, MSG.failed) : null} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Créer le compte
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
