import Add from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { MatchCard as MatchCardData } from '@passerelle/shared/schemas/matching';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { TagChips } from '../../../components/tag-chips';
import { formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { bridgeMatchQuery } from '../api/candidates-api';
import { CandidatePanel } from './candidate-panel';
import { MatchCard, type RequestOrigin } from './match-card';

/**
 * /dashb/bmatch (DECISIONS §4): for each of the client's open offers, its best-matching available candidates
 * (the search's score over the offer's technologies and start date), with Demander — for the offer's period —
 * and the favourite star.
 */
export function BridgeMatchPage() {
  useDocumentTitle('Correspondance des offres');
  const record = useRoleProfile();
  const clientId = record.data?.id;
  const groups = useQuery(bridgeMatchQuery(clientId));
  const [open, setOpen] = useState<{ offerId: number; candidateId: number } | null>(null);

  const openGroup = groups.data?.find((g) => g.offre.id === open?.offerId);
  const openCard: MatchCardData | undefined = openGroup?.candidats.find((c) => c.id === open?.candidateId);
  const originOf = (offre: { id: number; date_debut: string; date_fin: string }): RequestOrigin => ({
    offreId: offre.id,
    dates: { date_debut: offre.date_debut, date_fin: offre.date_fin },
  });

  return (
    <>
      <PageBanner title="Correspondance des offres" count={groups.data?.length} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pour chacune de vos offres ouvertes, les candidats disponibles qui lui correspondent le mieux.
      </Typography>
      <QueryState
        isPending={groups.isPending && !record.error}
        error={record.error ?? groups.error}
        onRetry={() => groups.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={groups.data?.length === 0}
        emptyText="Vous n'avez aucune offre ouverte : publiez une offre pour voir les candidats qui lui correspondent."
      >
        <Stack spacing={4}>
          {clientId !== undefined &&
            groups.data?.map(({ offre, candidats }) => (
              <Box component="section" key={offre.id} aria-labelledby={`bmatch-offer-${offre.id}`}>
                <Card variant="outlined" sx={{ mb: 2, bgcolor: 'rgba(31,60,136,0.04)' }}>
                  <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                    <Box sx={{ flex: 1, minWidth: 220 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography id={`bmatch-offer-${offre.id}`} component="h2" variant="h3" sx={{ mr: 1 }}>
                          {offre.titre}
                        </Typography>
                        <EtatBadge kind="offer" value={offre.etat} />
                      </Stack>
                      <Typography color="text.secondary" sx={{ my: 0.5 }}>
                        {formatPeriod(offre.date_debut, offre.date_fin)}
                      </Typography>
                      <TagChips tags={offre.tech} label="Technologies" />
                    </Box>
                    <Button component={RouterLink} to={paths.dashboard.client.offer(offre.id)} variant="outlined">
                      Voir l'offre
                    </Button>
                  </CardContent>
                </Card>
                {candidats.length === 0 ? (
                  <Typography color="text.secondary" sx={{ px: 1 }}>
                    Aucun candidat disponible ne correspond encore à cette offre.
                  </Typography>
                ) : (
                  <Stack spacing={2}>
                    {candidats.map((card) => (
                      <MatchCard
                        key={card.id}
                        card={card}
                        clientId={clientId}
                        origin={originOf(offre)}
                        onOpen={() => setOpen({ offerId: offre.id, candidateId: card.id })}
                      />
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
        </Stack>
      </QueryState>
      {groups.data?.length === 0 && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.dashboard.client.offerCreate} variant="contained" startIcon={<Add />}>
            Publier une offre
          </Button>
        </Box>
      )}
      {clientId !== undefined && (
        <CandidatePanel
          card={openCard}
          clientId={clientId}
          origin={openGroup ? originOf(openGroup.offre) : undefined}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
