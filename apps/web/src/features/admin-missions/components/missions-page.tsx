import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { Parties } from '../../../components/staff/parties';
import { SearchField } from '../../../components/staff/search-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatEuros, formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';
import { useDeleteMission, useMissions } from '../api/missions-api';
import { CrasDialog } from './cras-dialog';
import { EditMissionDialog } from './edit-mission-dialog';
import { HistoryDialog } from './history-dialog';

/**
 * /dashb/mission (SPEC §2 Missions): every mission, 10 a page, searched over candidate, client and état
 * (DECISIONS §4), with Modifier and Annuler. A mission just created from a request comes first, marked.
 */
export function MissionsPage() {
  useDocumentTitle('Les missions');
  const { page, text, setText, search, goTo } = useLiveSearch();
  const missions = useMissions(page, search);
  const created = (useLocation().state as { missionId?: number } | null)?.missionId;
  const [editing, setEditing] = useState<Mission | null>(null);
  const [reports, setReports] = useState<Mission | null>(null);
  const [history, setHistory] = useState<Mission | null>(null);
  const [cancelling, setCancelling] = useState<Mission | null>(null);
  const remove = useDeleteMission();
  const { notify, notice } = useNotice();

  const data = missions.data;
  return (
    <Box>
      <PageBanner title="Missions" count={data?.totalItems} shown={data?.data.length} />
      <Box sx={{ mb: 3 }}>
        <SearchField label="Rechercher une mission (candidat, client, état)" value={text} onChange={setText} />
      </Box>
      <QueryState
        isPending={missions.isPending}
        error={missions.error}
        onRetry={() => missions.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.data.length === 0}
        emptyText={search ? 'Aucune mission ne correspond à votre recherche.' : "Aucune mission pour l'instant."}
      >
        <Stack spacing={2} {...placeholderDataProps(missions)}>
          {data?.data.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              isNew={mission.id === created}
              onEdit={() => setEditing(mission)}
              onReports={() => setReports(mission)}
              onHistory={() => setHistory(mission)}
              onCancel={() => {
                remove.reset();
                setCancelling(mission);
              }}
            />
          ))}
        </Stack>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
      </QueryState>
      <EditMissionDialog mission={editing} onClose={() => setEditing(null)} />
      <CrasDialog mission={reports} onClose={() => setReports(null)} />
      <HistoryDialog mission={history} onClose={() => setHistory(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Annuler mission"
        message="Voulez-vous annuler la mission ?"
        confirmLabel="Oui, annuler"
        cancelLabel="Non, la garder"
        danger
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, MSG.failed) : null}
        onConfirm={() =>
          cancelling &&
          remove.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              notify('La mission a été annulée.');
            },
          })
        }
        onClose={() => setCancelling(null)}
      />
      {notice}
    </Box>
  );
}

function MissionCard({
  mission,
  isNew,
  onEdit,
  onReports,
  onHistory,
  onCancel,
}: {
  mission: Mission;
  isNew: boolean;
  onEdit: () => void;
  onReports: () => void;
  onHistory: () => void;
  onCancel: () => void;
}) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Mission de ${mission.condidat.prenom} ${mission.condidat.nom} chez ${mission.client.nom_entreprise}`}
      sx={isNew ? { borderColor: 'success.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Parties candidate={mission.condidat} client={mission.client} />
        </Box>
        <Box sx={{ minWidth: { md: 250 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <EtatBadge kind="mission" value={mission.etat} />
            {isNew && (
              <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 700 }}>
                Nouvelle mission
              </Typography>
            )}
          </Stack>
          <Typography variant="body2">{formatPeriod(mission.date_debut, mission.date_fin)}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            TJM client : {formatEuros(mission.tjm)}
          </Typography>
          <Typography variant="body2">
            TJM candidat : {formatEuros(mission.tjm_candidat)} · marge : {formatEuros(mission.marge)}
          </Typography>
          <Typography variant="body2">Bon de commande : {mission.bon_commande ?? 'non communiqué'}</Typography>
          <Typography variant="caption" color="text.secondary">
            Créée le {formatDateTime(mission.createdAt)}
            {mission.offreId !== null && (
              <>
                {' · '}
                <Link component={RouterLink} to={paths.dashboard.admin.offer(mission.offreId)}>
                  voir l'offre
                </Link>
              </>
            )}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onReports}>
            CRA
          </Button>
          <Button variant="outlined" onClick={onHistory}>
            Contrats et historique
          </Button>
          <Button variant="outlined" onClick={onEdit}>
            Modifier
          </Button>
          <Button variant="outlined" color="error" onClick={onCancel}>
            Annuler
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
