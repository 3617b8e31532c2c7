import StarOutlined from '@mui/icons-material/Star';
import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { NIV_EXP_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import type { Favourite } from '@passerelle/shared/schemas/matching';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { PageBanner } from '../../../components/page-banner';
import { CandidateProfileView } from '../../../components/profile/candidate-profile-view';
import { QueryState } from '../../../components/query-state';
import { SidePanel } from '../../../components/side-panel';
import { TagChips } from '../../../components/tag-chips';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { candidatesApi, favouritesQuery, MARKS_ROUTES } from '../api/candidates-api';
import { RequestForm } from './request-form';

/** /dashb/favoris (SPEC §2): the client's favourite candidates, newest first; each can be removed, or requested. */
export function FavouritesPage() {
  useDocumentTitle('Favoris');
  const record = useRoleProfile();
  const clientId = record.data?.id;
  const favourites = useQuery(favouritesQuery(clientId));
  const [openId, setOpenId] = useState<number | null>(null);
  const open = favourites.data?.find((f) => f.id === openId);

  return (
    <>
      <PageBanner title="Favoris" count={favourites.data?.length} />
      <QueryState
        isPending={favourites.isPending && !record.error}
        error={record.error ?? favourites.error}
        onRetry={() => favourites.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={favourites.data?.length === 0}
        emptyText="Aucun favori pour le moment : ajoutez des candidats depuis la recherche avec l'étoile."
      >
        <Stack component="ul" spacing={2} aria-label="Candidats favoris" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clientId !== undefined &&
            favourites.data?.map((favourite) => (
              <li key={favourite.id}>
                <FavouriteRow favourite={favourite} clientId={clientId} onOpen={() => setOpenId(favourite.id)} />
              </li>
            ))}
        </Stack>
      </QueryState>
      <SidePanel open={Boolean(open)} title={open ? fullName(open.condidat) : ''} onClose={() => setOpenId(null)} width={580}>
        {open && <CandidateProfileView profile={open.condidat} />}
      </SidePanel>
    </>
  );
}

function FavouriteRow({ favourite, clientId, onOpen }: { favourite: Favourite; clientId: number; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const candidate = favourite.condidat;
  const name = fullName(candidate);
  const remove = useMutation({
    mutationFn: () => candidatesApi.removeFavourite(favourite.id),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, ...MARKS_ROUTES);
    },
  });
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ opacity: remove.isPending ? 0.6 : 1 }}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar src={candidate.img ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {candidate.prenom.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography component="h3" variant="h4">
                {name}
              </Typography>
              <StarOutlined sx={{ color: 'secondary.main' }} aria-hidden />
            </Stack>
            <Typography color="text.secondary">{candidate.titre}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
              {NIV_EXP_LABELS[candidate.niv_exp]} d'expérience · disponible le {formatDate(candidate.dispo)}
            </Typography>
            <TagChips tags={candidate.skills} label="Compétences" />
          </Box>
        </Stack>
        <FormError message={remove.isError ? errorMessage(remove.error, MSG.failed) : null} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onOpen} aria-label={`Voir le profil de ${name}`}>
            Voir le profil
          </Button>
          <Button
            color="error"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
            aria-label={`Retirer ${name} des favoris`}
          >
            Retirer des favoris
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <RequestForm clientId={clientId} candidateId={candidate.id} candidateName={name} requested={false} />
        </Stack>
      </CardContent>
    </Card>
  );
}
