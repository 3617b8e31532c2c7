import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { CandidateRequest } from '@passerelle/shared/schemas/requests';
import { fullName } from '../../lib/format';

/** The two parties of a request or a mission (SPEC §2 Demandes, Missions): the candidate and the client. */
type PartyCandidate = CandidateRequest['condidat'];
type PartyClient = CandidateRequest['client'];

function Party({
  img,
  square,
  kind,
  name,
  detail,
}: {
  img: string | null;
  square?: boolean;
  kind: string;
  name: string;
  detail: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={img ?? undefined} alt="" variant={square ? 'rounded' : 'circular'} sx={{ width: 40, height: 40 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
          {kind}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      </Box>
    </Stack>
  );
}

function CandidateParty({ candidate }: { candidate: PartyCandidate }) {
  return <Party img={candidate.img} kind="Candidat" name={fullName(candidate)} detail={candidate.titre} />;
}

function ClientParty({ client }: { client: PartyClient }) {
  return <Party img={client.img} square kind="Client" name={client.nom_entreprise} detail={fullName(client)} />;
}

/** Candidate and client side by side, one above the other on a phone. */
export function Parties({ candidate, client }: { candidate: PartyCandidate; client: PartyClient }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <CandidateParty candidate={candidate} />
      <ClientParty client={client} />
    </Box>
  );
}
