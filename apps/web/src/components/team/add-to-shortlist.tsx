import CheckOutlined from '@mui/icons-material/CheckOutlined';
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
  // Once added, the button itself says so, at the same size (issue 29: a line under it pushed « Demander » down on
  // a phone); the full sentence, with the offer, is the status read out. From the search, a second click adds the
  // candidate to another offer's shortlist.
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Button
        variant="text"
        color={add.isSuccess ? 'success' : 'primary'}
        startIcon={add.isSuccess ? <CheckOutlined /> : <PlaylistAddOutlined />}
        aria-label={add.isSuccess ? `Ajouté à la sélection : ${candidateName}` : `Ajouter ${candidateName} à la sélection`}
        disabled={add.isPending || (add.isSuccess && Boolean(offreId))}
        onClick={(event) => (offreId ? pick({ id: offreId, titre: '' }) : setAnchor(event.currentTarget))}
        sx={add.isSuccess ? { '&.Mui-disabled': { color: 'success.main' } } : undefined}
      >
        {add.isSuccess ? 'Ajouté à la sélection' : 'Ajouter à la sélection'}
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
        <Box role="status" sx={visuallyHidden}>
          {added ? `Ajouté à la sélection de «\u00a0${added}\u00a0»` : 'Ajouté à la sélection'}
        </Box>
      )}
      {add.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorMessage(add.error)}
        </Typography>
      )}
    </Box>
  );
}

// In pixels: in MUI's sx a width of 1 is 100 %, which widened a phone's page (the status is absolutely placed).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
