import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import type { ChangePassBody, changePassBody } from '@passerelle/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { call, errorMessage } from '../../lib/api-client';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { FormError } from '../form/form-error';
import { PasswordField } from '../form/password-field';
import { PasswordStrength } from '../form/password-strength';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const changePassBodyResolver = lazyZodResolver<z.input<typeof changePassBody>, ChangePassBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.changePassBody),
);

const EMPTY = { last_password: '', password: '', confirmPassword: '' };

/**
 * The dashboard's password change (SPEC §5, §7 changepass; DECISIONS §2–§3): the rules are
 * changePassBody's, the common-password check the server's; on success the user's other sessions end,
 * this one stays. Framed by a dialog or a side panel.
 */
export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<z.input<typeof changePassBody>, unknown, ChangePassBody>({
    resolver: changePassBodyResolver,
    defaultValues: EMPTY,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const change = useMutation({
    mutationFn: (body: ChangePassBody) => call(accountsApi.changepass, body),
    onSuccess: () => form.reset(EMPTY),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          Vos autres sessions (autres navigateurs, autres appareils) seront fermées ; celle-ci reste ouverte.
        </Typography>
        <PasswordField control={form.control} name="last_password" label="Ancien mot de passe" autoComplete="current-password" />
        <PasswordField control={form.control} name="password" label="Nouveau mot de passe" autoComplete="new-password" />
        <PasswordStrength password={password ?? ''} />
        <PasswordField control={form.control} name="confirmPassword" label="Confirmation" autoComplete="new-password" />
        <FormError message={change.isError ? errorMessage(change.error, MSG.failed) : null} />
        {change.isSuccess && (
          <Alert severity="success" role="status">
            {MSG.passwordChanged}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{change.isSuccess ? 'Fermer' : 'Annuler'}</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            Confirmer
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
