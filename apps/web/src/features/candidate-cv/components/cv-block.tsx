import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { cvStatusQuery, downloadCv } from '../api/cv-api';

// The dialog (a modal, its upload and progress bar) loads the first time it opens, as in cv-gate.tsx (issue 20).
const CvDialog = lazy(() => import('./cv-dialog').then((m) => ({ default: m.CvDialog })));

/** The profile's CV block (SPEC §2): OK or 'Pas encore', Télécharger, Modifier or Uploader. */
export function CvBlock({ userId }: { userId: number }) {
  const status = useQuery(cvStatusQuery);
  const [open, setOpen] = useState(false);
  // Kept once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const download = useMutation({ mutationFn: () => downloadCv(userId) });
  const hasCv = status.data?.done === true;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cv-block-title" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="cv-block-title" component="h2" variant="h4" sx={{ flex: 1 }}>
          CV
        </Typography>
        {status.isPending ? (
          <Skeleton width={90} height={32} />
        ) : hasCv ? (
          <Chip icon={<CheckCircleOutlined />} label="OK" color="success" size="small" />
        ) : (
          <Chip label="Pas encore" size="small" variant="outlined" />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {hasCv
          ? 'Votre CV est enregistré. Seule notre équipe peut le consulter.'
          : 'Ajoutez votre CV (PDF, DOC ou DOCX, 2 Mo au plus) : notre équipe s’en sert pour vous proposer des missions.'}
      </Typography>
      {status.isError && <FormError message={errorMessage(status.error, MSG.fetchFailed)} />}
      <FormError message={download.isError ? errorMessage(download.error, MSG.cvDownloadFailed) : null} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {hasCv && (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Télécharger
          </Button>
        )}
        <Button variant={hasCv ? 'text' : 'contained'} startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
          {hasCv ? 'Modifier' : 'Uploader'}
        </Button>
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <CvDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
