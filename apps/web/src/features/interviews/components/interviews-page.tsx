import { Avatar, Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { parisSlotLabel } from '@passerelle/shared/dates';
import { INTERVIEW_ETAT_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { interviewsApi } from '@passerelle/shared/routes/teams';
import type { Interview } from '@passerelle/shared/schemas/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { call, errorMessage } from '../../../lib/api-client';
import { fullName } from '../../../lib/format';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';

export type InterviewSide = 'client' | 'candidate' | 'staff';

const LIST = {
  client: interviewsApi.clientEntretiens,
  candidate: interviewsApi.candidateEntretiens,
  staff: interviewsApi.staffEntretiens,
} as const;

const interviewsQuery = (side: InterviewSide) =>
  // The other side acts from its own browser: the list is read afresh each time the page opens.
  queryOptions({
    queryKey: queryKeyOf(LIST[side]),
    queryFn: async () => (await call(LIST[side])).entretiens,
    refetchOnMount: 'always',
  });

const TITLES: Record<InterviewSide, string> = { client: 'Entretiens', candidate: 'Mes entretiens', staff: 'Entretiens' };
const EMPTY: Record<InterviewSide, string> = {
  client: 'Aucun entretien : proposez-en un depuis la recherche, la correspondance des offres ou la sélection d’une offre.',
  candidate: 'Aucun entretien pour le moment : les entreprises intéressées vous en proposeront ici.',
  staff: 'Aucun entretien.',
};
const ETAT_COLORS = { propose: 'warning', planifie: 'success', annule: 'default' } as const;

/**
 * Interviews (DECISIONS §6.3): the company's (/dashb/entretiens for a client), the candidate's « Mes
 * entretiens » where a proposed slot is chosen, and every interview for the staff.
 */
export function InterviewsPage({ side }: { side: InterviewSide }) {
  useDocumentTitle(TITLES[side]);
  const interviews = useQuery(interviewsQuery(side));
  return (
    <>
      <PageBanner title={TITLES[side]} count={interviews.data?.length} />
      <QueryState
        isPending={interviews.isPending}
        error={interviews.error}
        onRetry={() => interviews.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={interviews.data?.length === 0}
        emptyText={EMPTY[side]}
      >
        <Stack component="ul" spacing={2} aria-label={TITLES[side]} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {interviews.data?.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} side={side} />
            </li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}

function InterviewCard({ interview, side }: { interview: Interview; side: InterviewSide }) {
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const reload = () => invalidateRoutes(queryClient, LIST[side]);
  const accept = useMutation({
    mutationFn: (creneau: string) => call(interviewsApi.acceptEntretien, { id: interview.id, creneau }),
    onSuccess: reload,
  });
  const cancel = useMutation({
    mutationFn: () =>
      call(side === 'candidate' ? interviewsApi.candidateCancel : interviewsApi.clientCancel, { id: interview.id }),
    onSuccess: async () => {
      setCancelling(false);
      await reload();
    },
  });
  const candidate = fullName(interview.condidat);
  const title =
    side === 'candidate'
      ? `Entretien avec ${interview.client.nom_entreprise}`
      : side === 'staff'
        ? `${candidate} · ${interview.client.nom_entreprise}`
        : `Entretien avec ${candidate}`;
  const active = interview.etat !== 'annule';
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {side !== 'candidate' && (
            <Avatar src={interview.condidat.img ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
              {interview.condidat.prenom.slice(0, 1)}
            </Avatar>
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography component="h3" variant="h4">
                {title}
              </Typography>
              <Chip size="small" color={ETAT_COLORS[interview.etat]} label={INTERVIEW_ETAT_LABELS[interview.etat]} />
            </Stack>
            <Typography color="text.secondary">
              {interview.offre ? `Offre « ${interview.offre.titre} » · ` : ''}
              {interview.duree_min} minutes
            </Typography>
            {interview.creneau && (
              <Typography sx={{ mt: 1, fontWeight: 600 }}>Le {parisSlotLabel(interview.creneau)} (heure de Paris)</Typography>
            )}
            {interview.lien_visio && interview.etat === 'planifie' && (
              <Link href={interview.lien_visio} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                Rejoindre la visioconférence
              </Link>
            )}
          </Box>
        </Stack>
        {interview.etat === 'propose' && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {side === 'candidate' ? 'Choisissez un créneau (heure de Paris) :' : 'Créneaux proposés (heure de Paris) :'}
            </Typography>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {interview.creneaux.map((slot) =>
                side === 'candidate' ? (
                  <Button key={slot} variant="outlined" onClick={() => accept.mutate(slot)} disabled={accept.isPending}>
                    {parisSlotLabel(slot)}
                  </Button>
                ) : (
                  <Typography key={slot}>{parisSlotLabel(slot)}</Typography>
                ),
              )}
            </Stack>
            <FormError message={accept.isError ? errorMessage(accept.error) : null} />
          </Box>
        )}
        {side !== 'staff' && active && (
          <Box sx={{ mt: 2, textAlign: 'right' }}>
            <Button color="error" onClick={() => setCancelling(true)}>
              Annuler l'entretien
            </Button>
          </Box>
        )}
      </CardContent>
      <ConfirmDialog
        open={cancelling}
        title="Annuler l'entretien"
        message={
          side === 'candidate'
            ? `Annuler l'entretien avec ${interview.client.nom_entreprise} ? L'entreprise sera prévenue.`
            : `Annuler l'entretien avec ${candidate} ? Le candidat et vos collègues seront prévenus.`
        }
        confirmLabel="Annuler l'entretien"
        cancelLabel="Retour"
        danger
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, MSG.failed) : null}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          setCancelling(false);
          cancel.reset();
        }}
      />
    </Card>
  );
}
