import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { ClientOfferDetail, OfferApplication } from '@passerelle/shared/schemas/offers';
import { type ReactNode, useState } from 'react';
import { EtatBadge } from '../../../components/etat-badge';
import { FavouriteStar } from '../../../components/favourites/favourite-star';
import { CandidateProfileView } from '../../../components/profile/candidate-profile-view';
import { QueryState } from '../../../components/query-state';
import { SidePanel } from '../../../components/side-panel';
import { TagChips } from '../../../components/tag-chips';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { ApplicationDecision } from './application-decision';

/**
 * The Proposition tab (SPEC §2, DECISIONS §3): the candidates who applied, newest first; each opens a side
 * panel with the candidate's message, the company's answer (Retenir, Ne pas retenir), the professional profile
 * and the shell's actions (Demander, prefilled with the offer's dates).
 */
/**
 * What the shell adds to an applicant's panel (the request form lives with the candidate search);
 * `openRequest`: the company has just retained the application, the request form opens (DECISIONS §6.9).
 */
export type ApplicantActions = (
  application: OfferApplication,
  offer: ClientOfferDetail,
  options: { openRequest: boolean },
) => ReactNode;

export function ApplicantsTab({ offer, actions }: { offer: ClientOfferDetail; actions?: ApplicantActions }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [retainedId, setRetainedId] = useState<number | null>(null);
  const open = offer.demande_offres.find((a) => a.id === openId);
  return (
    <QueryState isPending={false} error={null} isEmpty={offer.demande_offres.length === 0} emptyText={MSG.noApplications}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Candidatures">
        {offer.demande_offres.map((application) => (
          <li key={application.id}>
            <ApplicantRow application={application} onOpen={() => setOpenId(application.id)} />
          </li>
        ))}
      </Stack>
      <SidePanel open={Boolean(open)} title={open ? fullName(open.condidat) : ''} onClose={() => setOpenId(null)} width={560}>
        {open && (
          <Stack spacing={3}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography color="text.secondary">Candidature du {formatDateTime(open.createdAt)}</Typography>
              <EtatBadge kind="application" value={open.etat} />
              <Box sx={{ flex: 1 }} />
              <FavouriteStar
                clientId={offer.clientId}
                candidateId={open.condidatId}
                candidateName={fullName(open.condidat)}
                favourite={false}
              />
            </Stack>
            <ApplicationMessages application={open} />
            <ApplicationDecision
              application={open}
              candidateName={fullName(open.condidat)}
              onRetained={() => setRetainedId(open.id)}
            />
            {actions?.(open, offer, { openRequest: retainedId === open.id })}
            <CandidateProfileView profile={open.condidat} highlight={offer.tech} />
          </Stack>
        )}
      </SidePanel>
    </QueryState>
  );
}

/** The candidate's message with its application, and the company's word with its decision. */
function ApplicationMessages({ application }: { application: OfferApplication }) {
  if (!application.message && !application.decision_message) return null;
  return (
    <Stack spacing={1.5}>
      {application.message && (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="subtitle2">
            Message du candidat
          </Typography>
          <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {application.message}
          </Typography>
        </Box>
      )}
      {application.decision_message && (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="subtitle2">
            Votre réponse
          </Typography>
          <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {application.decision_message}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

function ApplicantRow({ application, onOpen }: { application: OfferApplication; onOpen: () => void }) {
  const candidate = application.condidat;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <Avatar src={candidate.img ?? undefined} alt="" sx={{ width: 52, height: 52 }}>
            {candidate.prenom.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="h5">
                {fullName(candidate)}
              </Typography>
              <EtatBadge kind="application" value={application.etat} />
            </Stack>
            <Typography color="text.secondary" noWrap>
              {candidate.titre} · disponible le {formatDate(candidate.dispo)}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <TagChips tags={candidate.skills} label="Compétences" />
            </Box>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          onClick={onOpen}
          aria-label={`Voir le profil de ${fullName(candidate)}`}
          sx={{ flexShrink: 0 }}
        >
          Voir le profil
        </Button>
      </CardContent>
    </Card>
  );
}
