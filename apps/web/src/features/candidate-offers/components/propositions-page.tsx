import { Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EtatBadge } from '../../../components/etat-badge';
import { OfferCard } from '../../../components/offers/offer-card';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { formatDay } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { myApplicationsQuery } from '../api/offers-api';
import { SeeMoreLink } from './offer-links';

/**
 * /dashb/proposition (SPEC §2): the offers the candidate applied to (getMyDmdOffer), with their count; a
 * retained one leads to its mission (DECISIONS §6.4), even when its offer was blocked since.
 */
export function PropositionsPage() {
  useDocumentTitle('Mes propositions');
  const record = useRoleProfile();
  const applications = useQuery(myApplicationsQuery(record.data?.id));
  const list = applications.data;

  return (
    <>
      <PageBanner title="Mes propositions" count={list?.length} />
      <QueryState
        isPending={record.isPending || applications.isPending}
        error={record.error ?? applications.error}
        onRetry={() => void applications.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={list?.length === 0}
        emptyText="Vous n'avez encore postulé à aucune offre."
      >
        <Stack spacing={2} component="ul" aria-label="Mes propositions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list?.map((application) => (
            <li key={application.id}>
              <OfferCard
                offer={application.offre}
                actions={
                  <>
                    {/* A retained application became a mission: « Mes missions » holds it, its reports and documents. */}
                    {application.etat === 'retenue' && (
                      <Button
                        component={RouterLink}
                        to={paths.dashboard.candidate.missions}
                        variant="contained"
                        aria-label={`Voir ma mission : ${application.offre.titre}`}
                      >
                        Voir ma mission
                      </Button>
                    )}
                    <SeeMoreLink id={application.offre.id} titre={application.offre.titre} />
                  </>
                }
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    Candidature du {formatDay(application.createdAt)} :
                  </Typography>
                  <EtatBadge kind="application" value={application.etat} />
                </Box>
              </OfferCard>
            </li>
          ))}
        </Stack>
      </QueryState>
      {list?.length === 0 && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button component={RouterLink} to={paths.dashboard.candidate.offers} variant="contained">
            Trouver une offre
          </Button>
        </Box>
      )}
    </>
  );
}
