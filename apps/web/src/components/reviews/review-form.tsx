import { Alert, Box, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { formatIsoDate, parisToday, reviewDeadline } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call, errorMessage, hasErrorCode } from '../../lib/api-client';

/**
 * « Laisser un avis » once a mission has ended (DECISIONS §6.4): a note from 1 to 5 and a comment, once
 * per side, until 60 days after the mission's end date; published when both sides have written, or 14 days
 * after the first. The list says whether this side already wrote (`avis_laisse`): the form is then not shown,
 * nor once the window has closed.
 */
export function ReviewForm({
  side,
  missionId,
  about,
  dateFin,
  alreadyLeft,
}: {
  side: 'cl' | 'cd';
  missionId: number;
  about: string;
  /** The mission's end date: the window closes 60 days after it. */
  dateFin: string;
  alreadyLeft: boolean;
}) {
  const [note, setNote] = useState<number | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const send = useMutation({
    mutationFn: () => call(missionWorkApi.reviews[side], { missionId, note: note ?? 0, commentaire: commentaire.trim() }),
  });
  // A 409 still says it, should the list be older than a review left elsewhere (another member, another tab).
  const leftElsewhere = hasErrorCode(send.error, 'review.already_left');
  if (send.isSuccess) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Merci pour votre avis : il sera publié quand l’autre partie aura donné le sien, ou dans 14 jours.
      </Alert>
    );
  }
  if (alreadyLeft || leftElsewhere) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {MSG.reviewAlreadyLeft}
      </Typography>
    );
  }
  const deadline = reviewDeadline(dateFin);
  if (parisToday() > deadline) return null;
  const noteMissing = touched && note === null;
  const commentMissing = touched && commentaire.trim() === '';
  return (
    <Box
      component="form"
      aria-label={`Votre avis sur ${about}`}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (note !== null && commentaire.trim()) send.mutate();
      }}
      sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography component="h3" variant="h5" id={labelId} sx={{ mb: 0.5 }}>
        Votre avis sur {about}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Vous pouvez laisser un avis jusqu’au {formatIsoDate(deadline)}.
      </Typography>
      <Stack spacing={1.5}>
        <Box>
          <Rating
            value={note}
            onChange={(_, value) => setNote(value !== null && Number.isInteger(value) ? value : null)}
            aria-labelledby={labelId}
            getLabelText={(value) => `${value} sur 5`}
          />
          {noteMissing && (
            <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
              {MSG.reviewNoteInvalid}
            </Typography>
          )}
        </Box>
        <TextField
          label="Commentaire"
          value={commentaire}
          onChange={(e) => setCommentaire(e.target.value)}
          multiline
          minRows={2}
          error={commentMissing}
          helperText={commentMissing ? MSG.reviewCommentRequired : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {send.error && <Alert severity="error">{errorMessage(send.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Publier mon avis
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
