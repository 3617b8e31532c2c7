import { Alert, Box, Button, Collapse, Link, Stack, Typography } from '@mui/material';
import { ofMonth } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { Cra } from '@passerelle/shared/schemas/mission-work';
import type { ClientMission } from '@passerelle/shared/schemas/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CraCalendar, formatDays, monthTitle } from '../../../components/cra/cra-calendar';
import { AutoValidatedBadge, autoValidationDay } from '../../../components/cra/cra-deadline';
import { EtatBadge } from '../../../components/etat-badge';
import { QueryState } from '../../../components/query-state';
import { ReasonDialog } from '../../../components/reason-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { missionCrasQuery, rejectCra, validateCra } from '../api/mission-work-api';

/** The reports of a mission (CraReview's panel): loaded when the panel first opens. */
export function CraList({ mission, open }: { mission: ClientMission; open: boolean }) {
  // Not asked again while the panel is folded.
  const cras = useQuery({ ...missionCrasQuery(mission.id), enabled: open });
  return (
    <QueryState
      isPending={cras.isPending}
      error={cras.error}
      onRetry={() => cras.refetch()}
      fallback={MSG.fetchFailed}
      isEmpty={cras.data?.length === 0}
      emptyText="Aucun compte rendu soumis pour cette mission."
    >
      <Stack spacing={2}>
        {cras.data
          ?.slice()
          .reverse()
          .map((cra) => (
            <CraItem key={cra.id} cra={cra} tjm={mission.tjm} />
          ))}
      </Stack>
    </QueryState>
  );
}

function CraItem({ cra, tjm }: { cra: Cra; tjm: number }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [showDays, setShowDays] = useState(cra.etat === 'soumis');
  const refresh = () => invalidateRoutes(queryClient, missionWorkApi.cl.getCras, missionWorkApi.cl.getFactures);
  const validate = useMutation({
    mutationFn: () => validateCra(cra.id),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
    },
  });
  const amount = formatEuros(Math.round(cra.total * tjm * 100) / 100);
  const deadline = autoValidationDay(cra);
  return (
    <Box
      component="article"
      aria-label={`Compte rendu de ${monthTitle(cra.mois)}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{monthTitle(cra.mois)}</Typography>
            <EtatBadge kind="cra" value={cra.etat} />
            <AutoValidatedBadge cra={cra} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDays(cra.total)} · {amount} HT
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setShowDays((v) => !v)}>
            {showDays ? 'Masquer les jours' : 'Voir les jours'}
          </Button>
          {cra.etat === 'soumis' && (
            <>
              <Button size="small" variant="outlined" color="error" onClick={() => setRefusing(true)}>
                Refuser
              </Button>
              <Button size="small" variant="contained" onClick={() => setConfirming(true)}>
                Valider
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      {deadline && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Sans réponse de votre part, ce CRA sera validé automatiquement le {deadline}.
        </Alert>
      )}
      {cra.etat === 'refuse' && cra.motif && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Motif du refus : {cra.motif}
        </Alert>
      )}
      <Collapse in={showDays}>
        <Box sx={{ mt: 2 }}>
          <CraCalendar mois={cra.mois} jours={cra.jours} />
        </Box>
      </Collapse>
      <ConfirmDialog
        open={confirming}
        title="Valider le compte rendu ?"
        message={`${formatDays(cra.total)} en ${monthTitle(cra.mois).toLowerCase()} : la facture de ${amount} HT (TVA 20 % en sus) sera émise aussitôt. Une validation est définitive.`}
        confirmLabel="Valider et facturer"
        pending={validate.isPending}
        error={validate.error ? validationError(validate.error) : null}
        onConfirm={() => validate.mutate()}
        onClose={() => {
          setConfirming(false);
          validate.reset();
        }}
      />
      <RejectDialog cra={cra} open={refusing} onClose={() => setRefusing(false)} onDone={refresh} />
    </Box>
  );
}

/** Why a validation failed; a company without its billing identity is sent to its profile to complete it. */
function validationError(error: Error): ReactNode {
  if (!(error instanceof ApiError) || error.code !== 'invoice.billing_missing') return errorMessage(error);
  return (
    <>
      {error.message}{' '}
      <Link component={RouterLink} to={paths.dashboard.client.profileEdit}>
        Compléter mon profil
      </Link>
    </>
  );
}

function RejectDialog({
  cra,
  open,
  onClose,
  onDone,
}: {
  cra: Cra;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const reject = useMutation({
    mutationFn: (motif: string) => rejectCra(cra.id, motif),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  return (
    <ReasonDialog
      open={open}
      title={`Refuser le compte rendu ${ofMonth(cra.mois)}`}
      intro="Le candidat verra votre motif, corrigera ses jours et soumettra à nouveau."
      requiredMessage={MSG.craMotifRequired}
      pending={reject.isPending}
      error={reject.error ? errorMessage(reject.error) : null}
      onConfirm={(motif) => reject.mutate(motif)}
      onClose={() => {
        reject.reset();
        onClose();
      }}
    />
  );
}
