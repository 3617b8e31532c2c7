import { Alert, Button } from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { ClientOfferDetail, OfferFields } from '@passerelle/shared/schemas/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { OFFERS_ROUTES, offerDetailQuery, offersApi } from '../api/offers-api';
import { OfferForm } from './offer-form';

/** /dashb/offre-edt/{id} (SPEC §2, §4): the offer, prefilled; success, then its detail after 1 s. */
export function OfferEditPage() {
  useDocumentTitle("Modifier l'offre");
  const id = Number(useParams().id);
  const record = useRoleProfile();
  const offer = useQuery(offerDetailQuery(id, record.data?.id));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.dashboard.client.offers} replace />;
  return (
    <QueryState
      isPending={offer.isPending && !record.error}
      error={record.error ?? offer.error}
      onRetry={() => offer.refetch()}
      fallback={MSG.fetchFailed}
    >
      {offer.data &&
        (offer.data.etat === 'ferme' ? (
          <Alert severity="info" action={<BackToDetail id={id} />}>
            {MSG.offerClosedNoEdit}
          </Alert>
        ) : (
          <EditForm offer={offer.data} />
        ))}
    </QueryState>
  );
}

function BackToDetail({ id }: { id: number }) {
  return (
    <Button component={RouterLink} to={paths.dashboard.client.offer(id)} color="inherit">
      Retour
    </Button>
  );
}

function EditForm({ offer }: { offer: ClientOfferDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: OfferFields) => offersApi.save({ ...values, id: offer.id }),
    onSuccess: () => invalidateRoutes(queryClient, ...OFFERS_ROUTES),
  });
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.dashboard.client.offer(offer.id)), REDIRECT_DELAY_MS.offerEdited);
    return () => clearTimeout(timer);
  }, [save.isSuccess, navigate, offer.id]);

  return (
    <OfferForm
      title="Modifier l'offre"
      defaultValues={{
        titre: offer.titre,
        description: offer.description,
        budget: String(offer.budget),
        date_debut: offer.date_debut,
        date_fin: offer.date_fin,
        tech: offer.tech,
      }}
      submitLabel="Enregistrer"
      pending={save.isPending}
      error={save.isError ? errorMessage(save.error, MSG.offerEditFailed) : null}
      success={save.isSuccess ? MSG.editSaved : null}
      onSubmit={(values) => save.mutate(values)}
      cancel={
        <Button component={RouterLink} to={paths.dashboard.client.offer(offer.id)}>
          Annuler
        </Button>
      }
    />
  );
}
