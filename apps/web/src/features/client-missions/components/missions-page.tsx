import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { type Mission, MSG } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { formatEuros, formatPeriod, fullName } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { missionsQuery } from '../api/missions-api';

/** /dashb/mission (SPEC §2): the client's missions — candidate, état, period and daily rate in euros. */
export function MissionsPage() {
  useDocumentTitle('Missions');
  const record = useRoleProfile();
  const missions = useQuery(missionsQuery(record.data?.id));
  return (
    <>
      <PageBanner title="Missions" count={missions.data?.length} />
      <QueryState
        isPending={missions.isPending && !record.error}
        error={record.error ?? missions.error}
        onRetry={() => missions.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={missions.data?.length === 0}
        emptyText="Aucune mission pour le moment : une demande acceptée par notre équipe devient une mission."
      >
        <Stack component="ul" spacing={2} aria-label="Missions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {missions.data?.map((mission) => (
            <li key={mission.id}>
              <MissionRow mission={mission} />
            </li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}

function MissionRow({ mission }: { mission: Mission }) {
  const candidate = mission.condidat;
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <Avatar src={candidate.img ?? undefined} alt="" sx={{ width: 52, height: 52 }}>
            {candidate.prenom.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h4">
                {fullName(candidate)}
              </Typography>
              <EtatBadge kind="mission" value={mission.etat} />
            </Stack>
            <Typography color="text.secondary">{candidate.titre}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPeriod(mission.date_debut, mission.date_fin)}
            </Typography>
          </Box>
        </Stack>
        <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{formatEuros(mission.tjm)}</Typography>
          <Typography variant="body2" color="text.secondary">
            TJM (par jour)
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
