import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { Invitation, InviteMemberBody, inviteMemberBody, Member } from '@passerelle/shared/schemas/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { invitationsQuery, membersQuery, TEAM_ROUTES, teamApi } from '../api/team-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const inviteMemberBodyResolver = lazyZodResolver<z.input<typeof inviteMemberBody>, InviteMemberBody>(() =>
  import('@passerelle/shared/schemas/teams').then((m) => m.inviteMemberBody),
);

/**
 * /dashb/equipe « Mon équipe » (DECISIONS §6.3): every member sees the team; the owner invites by
 * e-mail, resends or cancels pending invitations, and removes members (after confirmation).
 */
export function TeamPage() {
  useDocumentTitle('Mon équipe');
  const me = useSession()?.user;
  const members = useQuery(membersQuery());
  const isOwner = Boolean(members.data?.find((m) => m.id === me?.id)?.owner);
  return (
    <>
      <PageBanner title="Mon équipe" count={members.data?.length} />
      <Stack spacing={3}>
        {isOwner && <InviteForm />}
        <QueryState
          isPending={members.isPending}
          error={members.error}
          onRetry={() => members.refetch()}
          fallback={MSG.fetchFailed}
        >
          <MembersList members={members.data ?? []} isOwner={isOwner} />
        </QueryState>
        {isOwner && <Invitations />}
        {!isOwner && members.data && (
          <Typography color="text.secondary">
            Seul le propriétaire du compte de l'entreprise invite ou retire des membres.
          </Typography>
        )}
      </Stack>
    </>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof inviteMemberBody>, unknown, InviteMemberBody>({
    resolver: inviteMemberBodyResolver,
    defaultValues: { email: '' },
  });
  const invite = useMutation({
    mutationFn: (values: InviteMemberBody) => teamApi.invite(values.email),
    onSuccess: async (_, values) => {
      setSentTo(values.email);
      form.reset({ email: '' });
      await invalidateRoutes(queryClient, ...TEAM_ROUTES);
    },
  });
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
          Inviter un collègue
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Il recevra un lien valable 7 jours pour choisir son nom et son mot de passe, puis partagera les offres, sélections,
          entretiens et missions de l'entreprise.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            setSentTo(null);
            invite.mutate(values);
          })}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField control={form.control} name="email" label="E-mail du collègue" type="email" fullWidth />
            <Button
              type="submit"
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              loading={invite.isPending}
              sx={{ flexShrink: 0, mt: { sm: 1 } }}
            >
              Inviter
            </Button>
          </Stack>
          <FormError message={invite.isError ? errorMessage(invite.error) : null} />
          {sentTo && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              Invitation envoyée à {sentTo}.
            </Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function MembersList({ members, isOwner }: { members: Member[]; isOwner: boolean }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => teamApi.remove(id),
    onSuccess: async () => {
      setRemoving(null);
      await invalidateRoutes(queryClient, ...TEAM_ROUTES);
    },
  });
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h4">
          Membres
        </Typography>
        <List aria-label="Membres de l'équipe">
          {members.map((member) => (
            <ListItem
              key={member.id}
              divider
              disableGutters
              secondaryAction={
                isOwner && !member.owner ? (
                  <Button color="error" size="small" onClick={() => setRemoving(member)}>
                    Retirer
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{fullName(member)}</span>
                    {member.owner && <Chip size="small" color="primary" label="Propriétaire" />}
                  </Stack>
                }
                secondary={`${member.email} · membre depuis le ${formatDay(member.createdAt)}`}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all', pr: isOwner && !member.owner ? 8 : 0 } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <ConfirmDialog
        open={Boolean(removing)}
        title="Retirer un membre"
        message={`Retirer ${removing ? fullName(removing) : ''} de l'équipe ? Son compte sera fermé et ses sessions prendront fin immédiatement.`}
        confirmLabel="Retirer"
        danger
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, MSG.failed) : null}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
    </Card>
  );
}

function Invitations() {
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery(true));
  const [notice, setNotice] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ invitation, action }: { invitation: Invitation; action: 'resend' | 'revoke' }) =>
      action === 'resend' ? teamApi.resend(invitation.id) : teamApi.revoke(invitation.id),
    onSuccess: async (_, { invitation, action }) => {
      setNotice(
        action === 'resend' ? `Invitation renvoyée à ${invitation.email}.` : `Invitation de ${invitation.email} annulée.`,
      );
      await invalidateRoutes(queryClient, ...TEAM_ROUTES);
    },
  });
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h4">
          Invitations en attente
        </Typography>
        {notice && (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        )}
        <FormError message={act.isError ? errorMessage(act.error) : null} />
        <QueryState
          isPending={invitations.isPending}
          error={invitations.error}
          onRetry={() => invitations.refetch()}
          fallback={MSG.fetchFailed}
          isEmpty={invitations.data?.length === 0}
          emptyText="Aucune invitation en attente."
        >
          <List aria-label="Invitations en attente">
            {invitations.data?.map((invitation) => (
              <ListItem key={invitation.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={invitation.email}
                  secondary={
                    invitation.expired
                      ? 'Lien expiré : renvoyez l’invitation'
                      : `Lien valable jusqu’au ${formatDateTime(invitation.expiresAt)}`
                  }
                  sx={{ minWidth: 200, wordBreak: 'break-all' }}
                />
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => act.mutate({ invitation, action: 'resend' })} disabled={act.isPending}>
                    Renvoyer
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => act.mutate({ invitation, action: 'revoke' })}
                    disabled={act.isPending}
                  >
                    Annuler
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </QueryState>
      </CardContent>
    </Card>
  );
}
