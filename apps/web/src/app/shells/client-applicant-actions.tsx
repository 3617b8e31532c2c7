import { Stack } from '@mui/material';
import type { ClientOfferDetail, OfferApplication } from '@passerelle/shared/schemas/offers';
import { lazy, Suspense } from 'react';
import { AddToShortlist } from '../../components/team/add-to-shortlist';
import { ProposeInterview } from '../../components/team/propose-interview';
import { fullName } from '../../lib/format';
import { useRoleProfile } from '../../lib/use-role-profile';

// The request form and its schema load with the first applicant shown, not with every client screen.
const RequestForm = lazy(() =>
  import('../../features/client-search/components/request-form').then((m) => ({ default: m.RequestForm })),
);

/**
 * An applicant's « Demander » (DECISIONS §3): a request prefilled with the offer's dates and carrying its id.
 * The offers and the candidate search are two features; the shell puts them together.
 */
function ApplicantRequest({
  application,
  offer,
  openRequest,
}: {
  application: OfferApplication;
  offer: ClientOfferDetail;
  openRequest: boolean;
}) {
  const record = useRoleProfile();
  if (!record.data) return null;
  return (
    <Suspense fallback={null}>
      <RequestForm
        // Retaining the application opens the form at once (DECISIONS §6.9): a new key mounts it open.
        key={`${application.id}-${openRequest}`}
        initiallyOpen={openRequest}
        clientId={record.data.id}
        candidateId={application.condidatId}
        candidateName={fullName(application.condidat)}
        requested={false}
        offreId={offer.id}
        dates={{ date_debut: application.date_debut, date_fin: application.date_fin }}
      />
    </Suspense>
  );
}
function ApplicantTeamActions({ application, offer }: { application: OfferApplication; offer: ClientOfferDetail }) {
  const record = useRoleProfile();
  if (!record.data) return null;
  const name = fullName(application.condidat);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <AddToShortlist clientId={record.data.id} candidateId={application.condidatId} candidateName={name} offreId={offer.id} />
      <ProposeInterview candidateId={application.condidatId} candidateName={name} offreId={offer.id} />
    </Stack>
  );
}
/** What an applicant's panel offers the company: the team's actions and « Demander ». */
export function ApplicantActions({
  application,
  offer,
  openRequest = false,
}: {
  application: OfferApplication;
  offer: ClientOfferDetail;
  openRequest?: boolean;
}) {
  return (
    <Stack spacing={1.5}>
      <ApplicantTeamActions application={application} offer={offer} />
      <ApplicantRequest application={application} offer={offer} openRequest={openRequest} />
    </Stack>
  );
}
