import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ClientMission } from '@passerelle/shared/schemas/requests';
import { useQuery } from '@tanstack/react-query';
import { ContractsPanel } from '../../../components/contracts/contracts-panel';
import { EtatBadge } from '../../../components/etat-badge';
import { CandidateIdentity } from '../../../components/lists/candidate-identity';
import { CompanyListPage } from '../../../components/lists/company-list-page';
import { ReviewForm } from '../../../components/reviews/review-form';
import { formatEuros, formatPeriod, fullName } from '../../../lib/format';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { missionsQuery } from '../api/missions-api';
import { CraReview } from './cra-review';
import { PurchaseOrderForm } from './purchase-order-form';

/** /dashb/mission (SPEC §2): the client's missions — candidate, état, period and daily rate in euros. */
export function MissionsPage() {
  const record = useRoleProfile();
  const missions = useQuery(missionsQuery(record.data?.id));
  return (
    <CompanyListPage
      title="Missions"
      query={missions}
      profileError={record.error}
      emptyText="Aucune mission pour le moment : une demande acceptée par notre équipe devient une mission."
    >
      {(mission) => <MissionRow mission={mission} />}
    </CompanyListPage>
  );
}

function MissionRow({ mission }: { mission: ClientMission }) {
  const candidate = mission.condidat;
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <CandidateIdentity
          candidate={candidate}
          badge={<EtatBadge kind="mission" value={mission.etat} />}
          detail={formatPeriod(mission.date_debut, mission.date_fin)}
        />
        <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{formatEuros(mission.tjm)}</Typography>
          <Typography variant="body2" color="text.secondary">
            TJM (par jour)
          </Typography>
        </Box>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <PurchaseOrderForm missionId={mission.id} current={mission.bon_commande} />
        <ContractsPanel side="cl" missionId={mission.id} />
      </Box>
      {mission.etat !== 'en_attente' && <CraReview mission={mission} />}
      {mission.etat === 'termine' && (
        <Box sx={{ px: 2, pb: 2 }}>
          <ReviewForm
            side="cl"
            missionId={mission.id}
            about={fullName(mission.condidat)}
            dateFin={mission.date_fin}
            alreadyLeft={mission.avis_laisse}
          />
        </Box>
      )}
    </Card>
  );
}
