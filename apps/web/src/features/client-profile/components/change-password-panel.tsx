import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { ChangePassBody, changePassBody } from '@passerelle/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { clientProfileApi } from '../api/client-profile-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const changePassBodyResolver = lazyZodResolver<z.input<typeof changePassBody>, ChangePassBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.changePassBody),
);

const EMPTY = { last_password: '', password: '', confirmPassword: '' };

/**
 * The change-password side panel of /dashb/profile (SPEC §2, §5): the rules are changePassBody's; on
 * success the server ends the user's other sessions (DECISIONS §2), this one stays.
 */
export function ChangePasswordPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<z.input<typeof changePassBody>, unknown, ChangePassBody>({
    resolver: changePassBodyResolver,
    defaultValues: EMPTY,
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const change = useMutation({
    mutationFn: clientProfileApi.changePassword,
    onSuccess: () => form.reset(EMPTY),
  });
  const close = () => {
    form.reset(EMPTY);
    change.reset();
    onClose();
  };

  return (
    <SidePanel open={open} title="Changer le mot de passe" onClose={close} width={460}>
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            Vos autres sessions (autres navigateurs, autres appareils) seront fermées ; celle-ci reste ouverte.
          </Typography>
          <PasswordField
            control={form.control}
            name="last_password"
            label="Ancien mot de passe"
            autoComplete="current-password"
            autoFocus
          />
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
            <Button onClick={close}>Fermer</Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              Confirmer
            </Button>
          </Stack>
        </Stack>
      </Box>
    </SidePanel>
  );
}
