import { Box, Button, Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { AdminReview } from '@passerelle/shared/schemas/mission-work';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { call, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';

const api = missionWorkApi.reviews;

/** /dashb/avis for the staff (DECISIONS §6.4): every review, 10 a page, and « Masquer » for an abusive one (recorded). */
export function StaffReviewsPage() {
  useDocumentTitle('Avis');
  const { page, goTo } = useLiveSearch();
  const input = { page, size: PAGE_SIZE };
  const reviews = useQuery({
    queryKey: queryKeyOf(api.admList, input),
    queryFn: () => call(api.admList, input),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const hide = useMutation({
    mutationFn: (id: number) => call(api.hide, { id }),
    onSuccess: async () => {
      setHiding(null);
      await invalidateRoutes(queryClient, api.admList);
    },
  });
  const data = reviews.data;
  return (
    <Box>
      <PageBanner title="Avis" count={data?.totalItems} shown={data?.avis.length} />
      <QueryState
        isPending={reviews.isPending}
        error={reviews.error}
        onRetry={() => reviews.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.avis.length === 0}
        emptyText="Aucun avis pour l’instant."
      >
        <Stack component="ul" spacing={1.5} aria-label="Avis" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data?.avis.map((a) => (
            <li key={a.id}>
              <Card variant="outlined" component="article" aria-label={`Avis ${a.id}`}>
                <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Rating value={a.note} readOnly size="small" getLabelText={(v) => `${v} sur 5`} />
                      <Chip
                        size="small"
                        label={a.masque ? 'Masqué' : a.publie ? 'Publié' : 'En attente de publication'}
                        color={a.masque ? 'error' : a.publie ? 'success' : 'warning'}
                      />
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {a.side === 'cl' ? `${a.client} sur ${a.condidat}` : `${a.condidat} sur ${a.client}`} ·{' '}
                      {formatDateTime(a.createdAt)}
                    </Typography>
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.commentaire}</Typography>
                  </Box>
                  {!a.masque && (
                    <Box>
                      <Button variant="outlined" color="error" onClick={() => setHiding(a)}>
                        Masquer
                      </Button>
                    </Box>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
      </QueryState>
      <ConfirmDialog
        open={hiding !== null}
        title="Masquer cet avis ?"
        message="L’avis ne sera plus publié ni compté dans la note du candidat. L’action est consignée."
        confirmLabel="Masquer"
        danger
        pending={hide.isPending}
        error={hide.error ? errorMessage(hide.error) : null}
        onConfirm={() => hiding && hide.mutate(hiding.id)}
        onClose={() => {
          setHiding(null);
          hide.reset();
        }}
      />
    </Box>
  );
}
