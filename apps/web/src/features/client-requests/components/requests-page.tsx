import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { CandidateRequest } from '@passerelle/shared/schemas/requests';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EtatBadge } from '../../../components/etat-badge';
import { CandidateIdentity } from '../../../components/lists/candidate-identity';
import { CompanyListPage } from '../../../components/lists/company-list-page';
import { formatDay } from '../../../lib/dates';
import { formatPeriod, fullName } from '../../../lib/format';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { myRequestsQuery } from '../api/requests-api';

/** /dashb/demandes (issue 16): the client's candidate requests — candidate, état, period and outcome. */
export function RequestsPage() {
  const record = useRoleProfile();
  const requests = useQuery(myRequestsQuery(record.data?.id));
  return (
    <CompanyListPage
      title="Mes demandes"
      query={requests}
      profileError={record.error}
      emptyText="Aucune demande pour le moment : demandez un candidat depuis la recherche, la correspondance des offres ou les candidatures à vos offres."
    >
      {(request) => <RequestRow request={request} />}
    </CompanyListPage>
  );
}

/** What became of a request, in words (DECISIONS §3, §4). */
function Outcome({ request }: { request: CandidateRequest }) {
  if (request.etat === 'en_attente') {
    return <Typography variant="body2">Notre équipe étudie votre demande : elle vous répondra rapidement.</Typography>;
  }
  if (request.etat === 'ferme_success') {
    return (
      <Typography variant="body2">
        Demande traitée : la mission a été créée.{' '}
        <Link component={RouterLink} to={paths.dashboard.client.missions}>
          Voir mes missions
        </Link>
      </Typography>
    );
  }
  return <Typography variant="body2">{MSG.requestClosedFail}. Notre équipe reste à votre disposition dans le chat.</Typography>;
}

function RequestRow({ request }: { request: CandidateRequest }) {
  const candidate = request.condidat;
  return (
    <Card variant="outlined" component="article" aria-label={`Demande pour ${fullName(candidate)}`}>
      <CardContent>
        <CandidateIdentity
          candidate={candidate}
          badge={<EtatBadge kind="request" value={request.etat} />}
          detail={`Période demandée : ${formatPeriod(request.date_debut, request.date_fin)} · envoyée le ${formatDay(request.createdAt)}`}
        />
        <Box sx={{ mt: 1.5 }}>
          <Outcome request={request} />
        </Box>
      </CardContent>
    </Card>
  );
}
