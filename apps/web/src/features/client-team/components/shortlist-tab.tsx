import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { COMMENT_MAX } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { shortlistApi } from '@passerelle/shared/routes/teams';
import type { ShortlistItem } from '@passerelle/shared/schemas/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { QueryState } from '../../../components/query-state';
import { ProposeInterview } from '../../../components/team/propose-interview';
import { call, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { queryKeyOf } from '../../../lib/query-keys';
import { useSocketEvent } from '../../../lib/realtime';

export const shortlistQuery = (offreId: number) =>
  queryOptions({
    queryKey: queryKeyOf(shortlistApi.getShortlist, { offreId }),
    queryFn: async () => (await call(shortlistApi.getShortlist, { offreId })).items,
  });

/**
 * The offer's « Sélection » tab (DECISIONS §6.3): the candidates the team put aside, each member's vote
 * pour / contre (counts and mine) and their comments. A change by another member arrives by the socket
 * (`shortlist_changed`) and reloads the list.
 */
export function ShortlistTab({ offreId }: { offreId: number }) {
  const queryClient = useQueryClient();
  const items = useQuery(shortlistQuery(offreId));
  const refresh = useCallback(
    (payload: { offreId: number }) => {
      if (payload?.offreId === offreId) void queryClient.invalidateQueries({ queryKey: shortlistQuery(offreId).queryKey });
    },
    [queryClient, offreId],
  );
  useSocketEvent('shortlist_changed', refresh);
  return (
    <QueryState
      isPending={items.isPending}
      error={items.error}
      onRetry={() => items.refetch()}
      fallback={MSG.fetchFailed}
      isEmpty={items.data?.length === 0}
      emptyText="Aucun candidat dans la sélection : ajoutez-en depuis la recherche, la correspondance des offres ou les candidatures avec « Ajouter à la sélection »."
    >
      <Stack component="ul" spacing={2} aria-label="Sélection" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.data?.map((item) => (
          <li key={item.id}>
            <ShortlistCard item={item} offreId={offreId} />
          </li>
        ))}
      </Stack>
    </QueryState>
  );
}

function ShortlistCard({ item, offreId }: { item: ShortlistItem; offreId: number }) {
  const queryClient = useQueryClient();
  const name = fullName(item.condidat);
  const [comment, setComment] = useState('');
  const [removing, setRemoving] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: shortlistQuery(offreId).queryKey });
  const vote = useMutation({
    mutationFn: (value: 1 | 0 | -1) => call(shortlistApi.shortlistVote, { id: item.id, vote: value }),
    onSuccess: reload,
  });
  const send = useMutation({
    mutationFn: () => call(shortlistApi.shortlistComment, { id: item.id, content: comment }),
    onSuccess: async () => {
      setComment('');
      await reload();
    },
  });
  const remove = useMutation({ mutationFn: () => call(shortlistApi.shortlistRemove, { id: item.id }), onSuccess: reload });
  const tooLong = comment.length > COMMENT_MAX;
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={item.condidat.img ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {item.condidat.prenom.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="h4">
              {name}
            </Typography>
            <Typography color="text.secondary">{item.condidat.titre}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={item.myVote}
            aria-label={`Votre vote pour ${name}`}
            onChange={(_, value: 1 | -1 | null) => vote.mutate(value ?? 0)}
            disabled={vote.isPending}
          >
            <ToggleButton value={1} aria-label={`Pour (${item.pour})`}>
              <ThumbUpAltOutlined fontSize="small" sx={{ mr: 0.5 }} /> Pour · {item.pour}
            </ToggleButton>
            <ToggleButton value={-1} aria-label={`Contre (${item.contre})`}>
              <ThumbDownAltOutlined fontSize="small" sx={{ mr: 0.5 }} /> Contre · {item.contre}
            </ToggleButton>
          </ToggleButtonGroup>
          <ProposeInterview candidateId={item.condidat.id} candidateName={name} offreId={offreId} />
          <Box sx={{ flexGrow: 1 }} />
          <Button color="error" size="small" onClick={() => setRemoving(true)}>
            Retirer
          </Button>
        </Stack>
        <FormError message={vote.isError ? errorMessage(vote.error) : null} />
        <Stack spacing={1} sx={{ mt: 2 }} aria-label={`Commentaires sur ${name}`}>
          {item.comments.map((c) => (
            <Box key={c.id} sx={{ bgcolor: 'grey.50', borderRadius: 1, p: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {c.auteur ? fullName(c.auteur) : 'Compte supprimé'} · {formatDateTime(c.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{c.content}</Typography>
            </Box>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label="Votre commentaire"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              maxRows={6}
              fullWidth
              error={tooLong}
              helperText={tooLong ? MSG.commentTooLong : undefined}
            />
            <Button
              variant="outlined"
              onClick={() => send.mutate()}
              disabled={!comment.trim() || tooLong}
              loading={send.isPending}
              sx={{ flexShrink: 0 }}
            >
              Commenter
            </Button>
          </Stack>
          <FormError message={send.isError ? errorMessage(send.error) : null} />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removing}
        title="Retirer de la sélection"
        message={`Retirer ${name} de la sélection ? Les votes et commentaires de l'équipe sur ce candidat seront supprimés.`}
        confirmLabel="Retirer"
        danger
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, MSG.failed) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => {
          setRemoving(false);
          remove.reset();
        }}
      />
    </Card>
  );
}
