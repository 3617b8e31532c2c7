import { Box, Button, Stack } from '@mui/material';
import type { UserEtat } from '@passerelle/shared/enums';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { type ModerationAction, useModerateAccount } from '../api/moderate-account';

type Kind = 'client' | 'condidat';

type Confirmed = 'validate' | 'invalidate' | 'ban';

/** SPEC §4's confirmation texts in correct French (« candidat » in text, DECISIONS §4); a ban asks too (issue 16). */
function confirmation(action: Confirmed, kind: Kind) {
  const who = kind === 'client' ? 'client' : 'candidat';
  if (action === 'validate') {
    return { title: `Validation du compte ${who}`, message: `Voulez-vous valider ce ${who} ?`, confirmLabel: 'Valider' };
  }
  if (action === 'invalidate') {
    return { title: `Invalider le compte ${who}`, message: `Voulez-vous invalider ce ${who} ?`, confirmLabel: 'Invalider' };
  }
  return {
    title: `Désactiver le compte ${who}`,
    message: `Voulez-vous désactiver ce ${who} ? Ses sessions prennent fin aussitôt et il ne pourra plus se connecter ; vous pourrez le réactiver.`,
    confirmLabel: 'Désactiver',
  };
}

const DONE_MESSAGES: Record<ModerationAction, string> = {
  validate: 'Le compte a été validé.',
  invalidate: 'Le compte a été invalidé : il est de nouveau en attente.',
  ban: 'Le compte a été désactivé.',
  unban: 'Le compte a été réactivé.',
};

/**
 * The account actions of a staff side panel (SPEC §4): Valider a pending account, Invalider an active one,
 * Désactiver either, all three confirmed; a blocked one offers Activer alone, at once.
 * `onDone` closes the panel; the lists reload.
 */
export function AccountActions({
  userId,
  etat,
  kind,
  children,
  onDone,
}: {
  userId: number;
  etat: UserEtat;
  kind: Kind;
  /** More actions of this account (Modifier TJM). */
  children?: ReactNode;
  onDone: (message: string) => void;
}) {
  const moderate = useModerateAccount();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const run = (action: ModerationAction) =>
    moderate.mutate(
      { action, userId },
      {
        onSuccess: () => {
          setConfirming(null);
          onDone(DONE_MESSAGES[action]);
        },
      },
    );
  const ask = (action: Confirmed) => {
    moderate.reset();
    setConfirming(action);
  };
  const texts = confirming ? confirmation(confirming, kind) : null;
  const error = moderate.isError ? errorMessage(moderate.error) : null;

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A blocked account offers « Activer » alone: « Valider » beside it did the same (issue 29). */}
        {etat === 'pending' && (
          <Button variant="contained" color="success" onClick={() => ask('validate')}>
            Valider
          </Button>
        )}
        {etat === 'active' && (
          <Button variant="outlined" onClick={() => ask('invalidate')}>
            Invalider
          </Button>
        )}
        {children}
        {etat !== 'blocked' ? (
          <Button variant="outlined" color="error" onClick={() => ask('ban')}>
            Désactiver
          </Button>
        ) : (
          <Button variant="outlined" loading={moderate.isPending && !confirming} onClick={() => run('unban')}>
            Activer
          </Button>
        )}
      </Stack>
      {!confirming && <FormError message={error} />}
      <ConfirmDialog
        open={confirming !== null}
        title={texts?.title ?? ''}
        message={texts?.message ?? ''}
        confirmLabel={texts?.confirmLabel}
        danger={confirming === 'invalidate' || confirming === 'ban'}
        pending={moderate.isPending}
        error={confirming ? error : null}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
