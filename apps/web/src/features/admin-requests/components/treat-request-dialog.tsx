import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import type { RequestDecision } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { requestsApi } from '@passerelle/shared/routes/requests';
import type { StaffRequest } from '@passerelle/shared/schemas/requests';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { ComplianceStatus } from '../../../components/staff/compliance-status';
import { Parties } from '../../../components/staff/parties';
import { errorMessage } from '../../../lib/api-client';
import { formatPeriod } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useTreatRequest } from '../api/treat-request';
import { FailForm, SuccessForm } from './treat-request-forms';

import { TREAT_REQUEST_TITLE } from './treat-request-title';

const DECISIONS: { value: RequestDecision; label: string }[] = [
  { value: 't_succ', label: 'Traitée avec succès' },
  { value: 't_fail', label: 'Traitée avec échec' },
];

/**
 * 'Traiter la demande de candidat' (SPEC §2): a Décision, then the success or failure form. After
 * « Demande traitée » a success goes to the missions after 2 s (SPEC §9), where the new
 * mission is; after « Demande clôturée sans suite » a failure closes the dialog and the list reloads.
 */
export function TreatRequestDialog({ request, onClose }: { request: StaffRequest | null; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const treat = useTreatRequest();
  const [decision, setDecision] = useState<RequestDecision | ''>('');
  const [decisionMissing, setDecisionMissing] = useState(false);
  // The content stays while the dialog fades out.
  const last = useRef(request);
  if (request) last.current = request;
  const shown = request ?? last.current;
  const close = useRef(onClose);
  close.current = onClose;

  const { reset } = treat;
  useEffect(() => {
    if (request) {
      setDecision('');
      setDecisionMissing(false);
      reset();
    }
  }, [request, reset]);

  const outcome = treat.data;
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => {
      void invalidateRoutes(queryClient, requestsApi.getAllDmd);
      if (outcome.missionId !== null) navigate(`${paths.dashboard.admin.missions}/`, { state: { missionId: outcome.missionId } });
      else close.current();
    }, REDIRECT_DELAY_MS.requestTreated);
    return () => clearTimeout(timer);
  }, [outcome, navigate, queryClient]);

  const busy = treat.isPending || treat.isSuccess;
  return (
    <Dialog open={request !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{TREAT_REQUEST_TITLE}</DialogTitle>
      {shown && (
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Parties candidate={shown.condidat} client={shown.client} />
            <Typography color="text.secondary">Période demandée : {formatPeriod(shown.date_debut, shown.date_fin)}</Typography>
            <TextField
              select
              label="Décision"
              value={decision}
              disabled={busy}
              onChange={(event) => {
                setDecision(event.target.value as RequestDecision);
                setDecisionMissing(false);
              }}
              error={decisionMissing}
              helperText={decisionMissing ? MSG.decisionRequired : undefined}
              slotProps={{ formHelperText: { role: decisionMissing ? 'alert' : undefined } }}
            >
              {DECISIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            {decision === 't_succ' && <ComplianceStatus candidateId={shown.condidat.id} />}
            {decision === 't_succ' && (
              <SuccessForm
                id={formId}
                request={shown}
                disabled={busy}
                onSubmit={(body) => treat.mutate({ decision: 't_succ', body })}
              />
            )}
            {decision === 't_fail' && (
              <FailForm
                id={formId}
                request={shown}
                disabled={busy}
                onSubmit={(body) => treat.mutate({ decision: 't_fail', body })}
              />
            )}
            {treat.isSuccess && (
              <Alert severity={outcome?.missionId === null ? 'info' : 'success'}>
                {outcome?.missionId === null ? MSG.requestClosedFail : MSG.requestTreated}
              </Alert>
            )}
            <FormError message={treat.isError ? errorMessage(treat.error, MSG.failed) : null} />
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button
          type={decision ? 'submit' : 'button'}
          form={decision ? formId : undefined}
          variant="contained"
          loading={treat.isPending}
          disabled={treat.isSuccess}
          onClick={decision ? undefined : () => setDecisionMissing(true)}
        >
          Confirmer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
