import EventOutlined from '@mui/icons-material/EventOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { DialogLoader } from '../dialog-loader';
import type { ProposeInterviewProps } from './propose-interview-dialog';

// The form, its checks and the pickers load when the dialog first opens, not with the search, offer and
// shortlist pages that show the button (issue 20).
const ProposeInterviewDialog = lazy(() =>
  import('./propose-interview-dialog').then((m) => ({ default: m.ProposeInterviewDialog })),
);

/** « Proposer un entretien » (DECISIONS §6.3): the button, and its dialog (propose-interview-dialog.tsx). */
export function ProposeInterview(props: ProposeInterviewProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const close = () => setOpen(false);
  const title = `Proposer un entretien à ${props.candidateName}`;
  return (
    <>
      <Button variant="text" startIcon={<EventOutlined />} onClick={() => setOpen(true)} aria-label={title}>
        Proposer un entretien
      </Button>
      {opened && (
        <Suspense fallback={open ? <DialogLoader title={title} onClose={close} /> : null}>
          <ProposeInterviewDialog {...props} open={open} onClose={close} title={title} />
        </Suspense>
      )}
    </>
  );
}
