import { Box, Button, Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import type { AdminReview } from '@passerelle/shared/schemas/mission-work';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/lists/paged-list';
import { PageBanner } from '../../../components/page-banner';
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
      <PagedList
        query={reviews}
        items={(answer) => answer.avis}
        page={page}
        onPage={goTo}
        label="Avis"
        emptyText="Aucun avis pour l’instant."
      >
        {(review) => (
          <Card variant="outlined" component="article" aria-label={`Avis ${review.id}`}>
            <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Rating value={review.note} readOnly size="small" getLabelText={(v) => `${v} sur 5`} />
                  <Chip
                    size="small"
                    label={review.masque ? 'Masqué' : review.publie ? 'Publié' : 'En attente de publication'}
                    color={review.masque ? 'error' : review.publie ? 'success' : 'warning'}
                  />
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {review.side === 'cl' ? `${review.client} sur ${review.condidat}` : `${review.condidat} sur ${review.client}`} ·{' '}
                  {formatDateTime(review.createdAt)}
                </Typography>
                <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.commentaire}</Typography>
              </Box>
              {!review.masque && (
                <Box>
                  <Button variant="outlined" color="error" onClick={() => setHiding(review)}>
                    Masquer
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
        )}
      </PagedList>
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
