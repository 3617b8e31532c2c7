import { Alert, Link, Typography } from '@mui/material';
import { INACTIVITY_YEARS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { formatDay } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInactiveCandidates } from '../api/get-inactive-candidates';
import { useRetentionStats } from '../api/get-retention-stats';
import { AccountCard, CardGrid, Fact } from './account-card';

/**
 * /dashb/acc/inactifs: the candidates with no activity for more than 2 years (RGPD retention; the retention job's
 * activity), the oldest first, 10 a page; the page is kept in the address; the retention job's counts above.
 */
export function InactiveCandidatesPage() {
  useDocumentTitle('Candidats inactifs');
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const list = useInactiveCandidates(page);
  const retention = useRetentionStats();
  const data = list.data;
  const goTo = (next: number) => {
    setParams(next > 0 ? { page: String(next) } : {});
    window.scrollTo(0, 0);
  };
  return (
    <>
      <PageBanner title="Candidats inactifs" count={data?.totalItems} shown={data?.data.length} />
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        Candidats sans activité (connexion, confirmation de disponibilité, réponse au mail de conservation) depuis plus de{' '}
        {INACTIVITY_YEARS} ans{data && <>, soit depuis le {formatDay(data.inactiveSince)}</>}, du plus ancien au plus récent.
      </Typography>
      {retention.data && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Conservation des comptes : chaque candidat inactif reçoit « Souhaitez-vous conserver votre compte ? » ; sans réponse
          sous 30 jours, son compte est effacé. En attente de réponse : {retention.data.waiting} · conservés :{' '}
          {retention.data.kept} · effacés : {retention.data.erased}.
        </Alert>
      )}
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.totalItems === 0}
        emptyText={`Aucun candidat inactif : tous ont eu une activité au cours des ${INACTIVITY_YEARS} dernières années.`}
      >
        <CardGrid>
          {data?.data.map((candidate) => (
            <AccountCard
              key={candidate.id}
              img={null}
              title={fullName(candidate) || candidate.email}
              subtitle={candidate.titre || 'Profil non complété'}
              etat={candidate.etat}
              createdAt={candidate.createdAt}
            >
              <Fact label="E-mail">
                <Link href={`mailto:${candidate.email}`} sx={{ overflowWrap: 'anywhere' }}>
                  {candidate.email}
                </Link>
              </Fact>
              <Fact label="Dernière activité">{formatDay(candidate.lastActivityAt)}</Fact>
              <Fact label="Dernière connexion">{candidate.lastSeenAt ? formatDay(candidate.lastSeenAt) : 'jamais'}</Fact>
            </AccountCard>
          ))}
        </CardGrid>
        {data && <Pager page={data.currentPage} totalPages={data.totalPages} onChange={goTo} />}
      </QueryState>
    </>
  );
}
