import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { StaffAccount } from '@passerelle/shared/schemas/admin-staff';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetStaffDisabled, useStaffAccounts } from '../api/staff-api';
import { CreateAdminDialog } from './create-admin-dialog';

/**
 * /dashb/admins (root only): the staff accounts, the creation of an administrator, and disabling or
 * re-enabling one. Root accounts and one's own account have no action (the server refuses them too).
 */
export function StaffPage() {
  useDocumentTitle('Administrateurs');
  const me = useSession()?.user.id;
  const staff = useStaffAccounts();
  const toggle = useSetStaffDisabled();
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const { notify, notice } = useNotice();

  const setDisabled = (account: StaffAccount, disabled: boolean) =>
    toggle.mutate(
      { id: account.id, disabled },
      {
        onSuccess: () => {
          setDisabling(null);
          notify(disabled ? `Le compte ${account.email} est désactivé.` : `Le compte ${account.email} est réactivé.`);
        },
      },
    );

  return (
    <Box>
      <PageBanner
        title="Administrateurs"
        count={staff.data?.length}
        actions={
          <Button variant="contained" color="secondary" startIcon={<PersonAddOutlined />} onClick={() => setCreating(true)}>
            Ajouter un administrateur
          </Button>
        }
      />
      {toggle.isError && !disabling && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(toggle.error, MSG.failed)}
        </Alert>
      )}
      <QueryState isPending={staff.isPending} error={staff.error} onRetry={() => staff.refetch()} fallback={MSG.fetchFailed}>
        <Stack spacing={1.5}>
          {staff.data?.map((account) => {
            const actionable = account.role === 'admin' && account.id !== me;
            const name = fullName(account);
            return (
              <Card key={account.id} variant="outlined" component="article" aria-label={account.email}>
                <CardContent
                  sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}
                >
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                    <Avatar
                      sx={
                        account.role === 'root'
                          ? { bgcolor: 'secondary.main', color: 'secondary.contrastText' }
                          : { bgcolor: 'primary.main' }
                      }
                    >
                      {(name || account.email).slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.email}</Typography>
                      {name && <Typography variant="body2">{name}</Typography>}
                      <Typography variant="caption" color="text.secondary">
                        Créé le {formatDateTime(account.createdAt)} ·{' '}
                        {account.lastSeenAt ? `vu en ligne le ${formatDateTime(account.lastSeenAt)}` : 'pas encore vu en ligne'}
                      </Typography>
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      label={account.role === 'root' ? 'Super administrateur' : 'Administrateur'}
                      // Amber text on white is unreadable (2:1): root's chip is filled, with dark text.
                      color={account.role === 'root' ? 'secondary' : 'primary'}
                      variant={account.role === 'root' ? 'filled' : 'outlined'}
                    />
                    <EtatBadge kind="user" value={account.etat} />
                    {account.id === me && <Chip size="small" label="Vous" />}
                    {actionable &&
                      (account.etat === 'blocked' ? (
                        <Button
                          size="small"
                          variant="outlined"
                          loading={toggle.isPending && toggle.variables?.id === account.id}
                          onClick={() => setDisabled(account, false)}
                        >
                          Réactiver
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => {
                            toggle.reset();
                            setDisabling(account);
                          }}
                        >
                          Désactiver
                        </Button>
                      ))}
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      </QueryState>
      <CreateAdminDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(email) => {
          setCreating(false);
          notify(`Le compte administrateur ${email} est créé.`);
        }}
      />
      <ConfirmDialog
        open={disabling !== null}
        title="Désactiver l'administrateur"
        message={`Voulez-vous désactiver le compte ${disabling?.email ?? ''} ? Ses sessions prennent fin aussitôt ; vous pourrez le réactiver.`}
        confirmLabel="Désactiver"
        danger
        pending={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error, MSG.failed) : null}
        onConfirm={() => disabling && setDisabled(disabling, true)}
        onClose={() => setDisabling(null)}
      />
      {notice}
    </Box>
  );
}
