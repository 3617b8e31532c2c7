import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  LinearProgress,
  Typography,
} from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { candidateProfileApi } from '@passerelle/shared/routes/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatSize } from '../../../components/form/photo-picker';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { CV_ACCEPT, cvFileError, uploadCv } from '../api/cv-api';
import { CvSkills } from './cv-skills';

/**
 * 'Mettez votre CV' (SPEC §2, DECISIONS §4): choose a PDF, DOC or DOCX of 2 MB at most, Confirmer sends
 * it with a progress bar. On success the message stays 3 s, then the candidate's data reloads (the CV
 * status everywhere) and the dialog closes; when the CV names skills (DECISIONS §6.1), the dialog stays open
 * and offers to add those the profile lacks, until the candidate closes it.
 */
export function CvDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      setProgress(0);
      const answer = await uploadCv(chosen, setProgress);
      // SPEC §2: an answer that is not done is a failure ('Echec !', errorMessage's fallback).
      if (answer.done !== true) throw new Error(MSG.failed);
      return answer;
    },
    onSettled: () => setProgress(null),
    onSuccess: (answer) => {
      // The skills read in the CV wait for the candidate: the dialog closes when they say so.
      if (answer.skills.length > 0) return;
      timer.current = setTimeout(() => {
        void invalidateRoutes(queryClient, accountsApi.checkcv, candidateProfileApi.myprofile);
        close();
      }, REDIRECT_DELAY_MS.cvUpload);
    },
  });

  function close() {
    clearTimeout(timer.current);
    // What shows the CV: the CV status (the gate, the profile's block) and the profile (user.cv).
    // (The timer's close comes from the render before the success: it reloads them itself.)
    if (upload.isSuccess) void invalidateRoutes(queryClient, accountsApi.checkcv, candidateProfileApi.myprofile);
    setFile(null);
    setChoiceError(null);
    upload.reset();
    onClose();
  }

  const found = upload.data?.skills ?? [];
  // While the message shows before closing, nothing else is done; with skills to offer, the candidate closes.
  const busy = upload.isPending || (upload.isSuccess && found.length === 0);
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Mettez votre CV</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Votre CV permet à notre équipe de vous proposer les missions qui vous correspondent. Il n'est jamais montré aux
          entreprises.
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileOutlined />} disabled={busy}>
            {file ? 'Choisir un autre fichier' : 'Choisir un fichier'}
            <input
              id={inputId}
              hidden
              type="file"
              accept={CV_ACCEPT}
              aria-label="Fichier du CV"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                if (!chosen) return;
                const problem = cvFileError(chosen);
                setFile(problem ? null : chosen);
                setChoiceError(problem);
                upload.reset();
              }}
            />
          </Button>
          {file && (
            <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
              {file.name} — {formatSize(file.size)}
            </Typography>
          )}
        </Box>
        <FormHelperText error={Boolean(choiceError)} role={choiceError ? 'alert' : undefined}>
          {choiceError ?? 'PDF, DOC ou DOCX, 2 Mo au plus'}
        </FormHelperText>
        {progress !== null && (
          <Box sx={{ mt: 2 }} role="status" aria-label={`Envoi du CV : ${progress} %`}>
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="caption" color="text.secondary">
              Envoi du CV : {progress} %
            </Typography>
          </Box>
        )}
        {upload.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {MSG.cvUploaded}
          </Alert>
        )}
        {upload.isSuccess && found.length > 0 && <CvSkills skills={found} />}
        {upload.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(upload.error, MSG.failed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {upload.isSuccess ? 'Fermer' : 'Annuler'}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            if (!file) setChoiceError(MSG.fileRequired);
            else upload.mutate(file);
          }}
          loading={upload.isPending}
          disabled={upload.isSuccess}
        >
          Confirmer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
