import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { Box, Button, Menu, MenuItem, Typography } from '@mui/material';
import { clientOffersApi } from '@passerelle/shared/routes/offers';
import { shortlistApi } from '@passerelle/shared/routes/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorMessage } from '../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../lib/query-keys';

/**
 * « Ajouter à la sélection » (DECISIONS §6.3): puts a candidate on an offer's shortlist. From an offer's
 * applicants the offer is known; from the search and Bridge match a menu lists the company's open offers.
 */
export function AddToShortlist({
  clientId,
  candidateId,
  candidateName,
  offreId,
}: {
  clientId: number;
  candidateId: number;
  candidateName: string;
  offreId?: number;
}) {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const listBody = { id: clientId, etat: 'ouvert' as const, size: 50 };
  const offers = useQuery({
    queryKey: queryKeyOf(clientOffersApi.getMyOffre, listBody),
    queryFn: () => call(clientOffersApi.getMyOffre, listBody),
    enabled: Boolean(anchor),
  });
  const add = useMutation({
    mutationFn: (offer: { id: number; titre: string }) =>
      call(shortlistApi.shortlistAdd, { offreId: offer.id, condidatId: candidateId }),
    onSuccess: (_, offer) => {
      setAdded(offer.titre);
      void invalidateRoutes(queryClient, shortlistApi.getShortlist);
    },
  });
  const pick = (offer: { id: number; titre: string }) => {
    setAnchor(null);
    add.mutate(offer);
  };
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Button
        variant="text"
        startIcon={<PlaylistAddOutlined />}
        aria-label={`Ajouter ${candidateName} à la sélection`}
        disabled={add.isPending}
        onClick={(event) => (offreId ? pick({ id: offreId, titre: '' }) : setAnchor(event.currentTarget))}
      >
        Ajouter à la sélection
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {offers.isPending && <MenuItem disabled>Chargement…</MenuItem>}
        {offers.data?.offres.length === 0 && <MenuItem disabled>Aucune offre ouverte</MenuItem>}
        {offers.data?.offres.map((offer) => (
          <MenuItem key={offer.id} onClick={() => pick(offer)}>
            {offer.titre}
          </MenuItem>
        ))}
      </Menu>
      {add.isSuccess && (
        <Typography variant="caption" color="success.main" role="status">
          {added ? `Ajouté à la sélection de « ${added} »` : 'Ajouté à la sélection'}
        </Typography>
      )}
      {add.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(add.error)}
        </Typography>
      )}
    </Box>
  );
}
