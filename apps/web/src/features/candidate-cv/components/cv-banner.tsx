import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { cvStatusQuery } from '../api/cv-api';

// The dialog loads the first time it opens, as in cv-gate.tsx (issue 20).
const CvDialog = lazy(() => import('./cv-dialog').then((m) => ({ default: m.CvDialog })));

/**
 * « Ajoutez votre CV » (DECISIONS §6.9): the dialog opens once a session (cv-gate.tsx); this banner stays on
 * the candidate's home and profile while there is no CV, and opens the same dialog.
 */
export function CvBanner() {
  const status = useQuery(cvStatusQuery);
  const [open, setOpen] = useState(false);
  // Kept once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (status.data?.done !== false) return null;
  return (
    <>
      <Alert
        severity="warning"
        icon={<UploadFileOutlined />}
        action={
          <Button color="inherit" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
            Ajouter mon CV
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center', pt: 0 } }}
      >
        <AlertTitle>Ajoutez votre CV</AlertTitle>
        Notre équipe s’en sert pour vous proposer des missions. Seule elle peut le consulter.
      </Alert>
      {opened && (
        <Suspense fallback={null}>
          <CvDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
