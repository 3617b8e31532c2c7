import { Button } from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { OfferFields } from '@passerelle/shared/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { OFFERS_ROUTES, OVERVIEW_ROUTE, offersApi } from '../api/offers-api';
import { EMPTY_OFFER, OfferForm } from './offer-form';

/**
 * /dashb/offre-crt (SPEC §2, §4): « Offre publiée », then the list after 2 s. A pending account gets
 * the server's 403 sentence (DECISIONS §3).
 */
export function OfferCreatePage() {
  useDocumentTitle('Publier une offre');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useRoleProfile();
  const create = useMutation({
    mutationFn: (values: OfferFields) => {
      if (!record.data) throw record.error ?? new Error('no client record');
      return offersApi.create({ ...values, client_id: record.data.id });
    },
    onSuccess: () => {
      void invalidateRoutes(queryClient, ...OFFERS_ROUTES);
      void invalidateRoutes(queryClient, OVERVIEW_ROUTE);
    },
  });
  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.dashboard.client.offers), REDIRECT_DELAY_MS.offerCreated);
    return () => clearTimeout(timer);
  }, [create.isSuccess, navigate]);

  return (
    <OfferForm
      title="Publier une offre"
      defaultValues={EMPTY_OFFER}
      submitLabel="Publier l'offre"
      pending={create.isPending}
      error={create.isError ? errorMessage(create.error, MSG.offerCreateFailed) : null}
      success={create.isSuccess ? MSG.offerCreated : null}
      onSubmit={(values) => create.mutate(values)}
      cancel={
        <Button component={RouterLink} to={paths.dashboard.client.offers}>
          Annuler
        </Button>
      }
    />
  );
}
