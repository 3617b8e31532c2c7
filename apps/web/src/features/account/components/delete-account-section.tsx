import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { isAdminRole } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { deleteAccountBody, User } from '@passerelle/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { sessionStore } from '../../../lib/session';
import { useDeleteAccount } from '../api/account-api';
import { AccountSection } from './account-section';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const deleteAccountBodyResolver = lazyZodResolver<z.input<typeof deleteAccountBody>, z.output<typeof deleteAccountBody>>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.deleteAccountBody),
);

const ERASED = [
  'vos nom, prénom, e-mail, téléphone, photo et CV ;',
  'votre profil (entreprise ou candidat), vos formations et expériences ;',
  'vos candidatures, demandes en attente et favoris, vos messages de chat et vos notifications.',
];

/** The erasure, confirmed with the password: it cannot be undone. */
function DeleteAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof deleteAccountBody>, unknown, z.output<typeof deleteAccountBody>>({
    resolver: deleteAccountBodyResolver,
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();
  const fieldError = remove.error instanceof ApiError ? remove.error.errors.password : undefined;
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    remove.reset();
    onClose();
  };
  // Nothing of the account stays in the browser either, once the login page has replaced the dashboard:
  // forgetting the session earlier would let the dashboard's own redirect (without the reason) win the
  // navigation, which the router runs as a transition.
  const erasedRef = useRef(false);
  useEffect(
    () => () => {
      if (!erasedRef.current) return;
      queryClient.clear();
      sessionStore.clear();
    },
    [queryClient],
  );
  const erased = () => {
    erasedRef.current = true;
    navigate(paths.login, { replace: true, state: { reason: 'deleted' } });
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(({ password }) => remove.mutate(password, { onSuccess: erased }))}
      >
        <DialogTitle id={titleId}>Supprimer mon compte</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <Typography>La suppression est définitive. Seront effacés :</Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
              {ERASED.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
            <Typography sx={{ mb: 1.5 }}>
              {user.role === 'client' ? 'Vos offres encore ouvertes seront fermées. ' : ''}
              Les missions déjà conclues restent, pour la comptabilité de vos partenaires, au nom d'un « Compte supprimé ». Vous
              pourrez vous réinscrire plus tard avec la même adresse e-mail.
            </Typography>
            <Typography sx={{ mb: 2 }}>Pensez à télécharger vos données avant.</Typography>
          </DialogContentText>
          <PasswordField
            control={form.control}
            name="password"
            label="Mot de passe"
            autoComplete="current-password"
            serverError={fieldError}
            fullWidth
          />
          <FormError message={remove.isError && !fieldError ? errorMessage(remove.error, MSG.failed) : null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={remove.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
            Supprimer définitivement
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** « Supprimer mon compte » (RGPD): clients and candidates; a staff account is disabled by root instead. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const staff = isAdminRole(user.role);
  return (
    <AccountSection
      icon={DeleteForeverOutlined}
      title="Supprimer mon compte"
      description={
        staff
          ? MSG.staffCannotDelete
          : 'Vos données personnelles sont effacées et vous ne pourrez plus vous connecter. Cette action est définitive.'
      }
    >
      {!staff && (
        <>
          <Stack direction="row">
            <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setOpen(true)}>
              Supprimer mon compte
            </Button>
          </Stack>
          <DeleteAccountDialog user={user} open={open} onClose={() => setOpen(false)} />
        </>
      )}
    </AccountSection>
  );
}
