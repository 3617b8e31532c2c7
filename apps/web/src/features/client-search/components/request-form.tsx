import CheckCircle from '@mui/icons-material/CheckCircle';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Chip } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { lazy, Suspense, useState } from 'react';
import { loadDatePicker } from '../../../components/form/date-picker-loader';
import { LoadingStatus } from '../../../components/loading-status';
import type { RequestDates } from './request-form-fields';
import { requestFormSx } from './request-form-style';

// The form, its checks and the date pickers load when « Demander » is first pressed, not with the search,
// Bridge match and favourites pages that show the button (issue 20).
// It focuses its first date when it shows: it waits for the picker too.
const RequestFormFields = lazy(() =>
  Promise.all([import('./request-form-fields'), loadDatePicker()]).then(([m]) => ({ default: m.RequestFormFields })),
);

/**
 * « Demander » (SPEC §2, §5): the button opens the form (request-form-fields.tsx); afterwards — or when the
 * server already knows a pending request — the « Demande envoyée » mark. Made from an offer, the request
 * carries the offer's id and its dates prefill the form.
 */
export function RequestForm({
  clientId,
  candidateId,
  candidateName,
  requested,
  offreId,
  dates,
  initiallyOpen = false,
}: {
  clientId: number;
  candidateId: number;
  candidateName: string;
  /** The server says a request of this client for this candidate is pending. */
  requested: boolean;
  offreId?: number;
  /** Prefilled period (an offer's). */
  dates?: { date_debut: string; date_fin: string };
  /** Shown open at once: the company has just retained the applicant (DECISIONS §6.9). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [sent, setSent] = useState(false);
  // What was typed is there again when the form opens after « Annuler ».
  const [draft, setDraft] = useState<RequestDates>({ date_debut: dates?.date_debut ?? '', date_fin: dates?.date_fin ?? '' });

  // Green for the request just sent; a request of an earlier visit is a past state, shown neutral (issue 29).
  if (sent) return <Chip icon={<CheckCircle />} color="success" label={MSG.requestSent} sx={{ fontWeight: 600 }} />;
  if (requested) return <Chip icon={<CheckCircle />} variant="outlined" label={MSG.requestSent} />;
  if (!open) {
    return (
      <Button
        variant="contained"
        startIcon={<SendOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`Demander ${candidateName}`}
      >
        Demander
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={requestFormSx}>
          <LoadingStatus />
        </Box>
      }
    >
      <RequestFormFields
        clientId={clientId}
        candidateId={candidateId}
        candidateName={candidateName}
        offreId={offreId}
        dates={draft}
        onCancel={(typed) => {
          setDraft(typed);
          setOpen(false);
        }}
        onSent={() => setSent(true)}
      />
    </Suspense>
  );
}
