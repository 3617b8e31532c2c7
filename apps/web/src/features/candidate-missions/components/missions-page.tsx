import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { CandidateMission } from '@passerelle/shared/schemas/mission-work';
import { useQuery } from '@tanstack/react-query';
import { ContractsPanel } from '../../../components/contracts/contracts-panel';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { ReviewForm } from '../../../components/reviews/review-form';
import { formatEuros, formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myMissionsQuery } from '../api/missions-api';
import { CraPanel } from './cra-panel';
import { DocumentsPanel } from './documents-panel';

/** /dashb/missions (DECISIONS §6.4): the candidate's missions and, for each, its monthly activity reports. */
export function MyMissionsPage() {
  useDocumentTitle('Mes missions');
  const missions = useQuery(myMissionsQuery);
  return (
    <>
      <PageBanner title="Mes missions" count={missions.data?.length} />
      <DocumentsPanel />
      <QueryState
        isPending={missions.isPending}
        error={missions.error}
        onRetry={() => missions.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={missions.data?.length === 0}
        emptyText="Aucune mission pour le moment : quand une entreprise vous retient, la mission apparaît ici."
      >
        <Stack component="ul" spacing={2} aria-label="Mes missions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {missions.data?.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}

function MissionCard({ mission }: { mission: CandidateMission }) {
  return (
    <Card variant="outlined" component="article" aria-label={`Mission chez ${mission.client}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h4">
                {mission.client}
              </Typography>
              <EtatBadge kind="mission" value={mission.etat} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatPeriod(mission.date_debut, mission.date_fin)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{formatEuros(mission.tjm_candidat)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Votre TJM (par jour)
            </Typography>
            {mission.tjm !== undefined && (
              // DECISIONS §6.5: while the operator keeps rates transparent, the freelancer sees what the client pays.
              <Typography variant="body2" color="text.secondary">
                Facturé au client : {formatEuros(mission.tjm)}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ mt: 2 }}>
          <ContractsPanel side="cd" missionId={mission.id} />
        </Box>
        {mission.etat === 'en_attente' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            La mission n’a pas encore commencé : vous déclarerez votre activité dès qu’elle sera en cours.
          </Typography>
        ) : (
          <CraPanel mission={mission} />
        )}
        {mission.etat === 'termine' && (
          <ReviewForm
            side="cd"
            missionId={mission.id}
            about={mission.client}
            dateFin={mission.date_fin}
            alreadyLeft={mission.avis_laisse}
          />
        )}
      </CardContent>
    </Card>
  );
}
