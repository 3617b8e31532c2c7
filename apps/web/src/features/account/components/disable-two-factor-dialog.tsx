import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { twoFactorDisableBody } from '@passerelle/shared/schemas/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useDisableTwoFactor } from '../api/account-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const twoFactorDisableBodyResolver = lazyZodResolver<Values, z.output<typeof twoFactorDisableBody>>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.twoFactorDisableBody),
);

type Values = z.input<typeof twoFactorDisableBody>;

/** Turning the second factor off asks for the password and a code: a stolen session alone cannot. */
export function DisableTwoFactorDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const titleId = useId();
  const form = useForm<Values, unknown, z.output<typeof twoFactorDisableBody>>({
    resolver: twoFactorDisableBodyResolver,
    defaultValues: { password: '', code: '' },
  });
  const disable = useDisableTwoFactor();
  const errors = disable.error instanceof ApiError ? disable.error.errors : {};
  const close = () => {
    if (disable.isPending) return;
    form.reset();
    disable.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          disable.mutate(values, {
            onSuccess: () => {
              form.reset();
              onDone();
            },
          }),
        )}
      >
        <DialogTitle id={titleId}>Désactiver la double authentification</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Votre compte ne sera plus protégé que par son mot de passe. Confirmez avec votre mot de passe et un code de votre
            application (ou un code de secours).
          </DialogContentText>
          <Stack spacing={2}>
            <PasswordField
              control={form.control}
              name="password"
              label="Mot de passe"
              autoComplete="current-password"
              serverError={errors.password}
            />
            <FormTextField
              control={form.control}
              name="code"
              label="Code de vérification"
              autoComplete="one-time-code"
              serverError={errors.code}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <FormError
              message={disable.isError && !errors.password && !errors.code ? errorMessage(disable.error, MSG.failed) : null}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={disable.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" color="error" loading={disable.isPending}>
            Désactiver
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
