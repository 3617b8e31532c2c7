import { Avatar, Box, Stack, Typography } from '@mui/material';
import { CLIENT_TYPE_LABELS, type ClientType, type UserEtat } from '@passerelle/shared/enums';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatBillingAddress, formatSiren } from '../../lib/format';
import { EtatBadge } from '../etat-badge';
import { EmailLink, PhoneLink, WebsiteLink } from './contact-links';
import { InfoList, PanelSection } from './info-list';

/** What the staff read about a client company and its account (a client profile, or an offer's publisher). */
export interface ClientDetailsData {
  img: string | null;
  nom_entreprise: string;
  type_client: ClientType;
  secteur: string;
  site_web: string | null;
  date_creation: string;
  resume: string | null;
  /** The billing identity (issue 19); absent where the source does not carry it (an offer's publisher). */
  adresse?: string | null;
  code_postal?: string | null;
  ville?: string | null;
  siren?: string | null;
  nom: string | null;
  prenom: string | null;
  email: string;
  tel: string | null;
  etat: UserEtat;
  /** When the account was created, if known. */
  createdAt?: string;
}

/** The company and account information of a client's staff side panel (SPEC §2 Clients, offer publisher). */
export function ClientDetails({ client }: { client: ClientDetailsData }) {
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={client.img ?? undefined} alt="" variant="rounded" sx={{ width: 64, height: 64 }}>
          {client.nom_entreprise.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {client.nom_entreprise}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography color="text.secondary">{CLIENT_TYPE_LABELS[client.type_client]}</Typography>
            <EtatBadge kind="user" value={client.etat} />
          </Stack>
        </Box>
      </Stack>
      <PanelSection title="Entreprise">
        <InfoList
          items={[
            { label: 'Type de client', value: CLIENT_TYPE_LABELS[client.type_client] },
            { label: "Secteur d'activité", value: client.secteur },
            { label: 'Date de création', value: formatDate(client.date_creation) },
            { label: 'Site web', value: <WebsiteLink url={client.site_web} /> },
            ...(client.adresse === undefined
              ? []
              : [
                  {
                    label: 'Adresse de facturation',
                    value:
                      formatBillingAddress({
                        adresse: client.adresse,
                        code_postal: client.code_postal ?? null,
                        ville: client.ville ?? null,
                      }) ?? 'Non renseignée : pas de facture possible',
                  },
                  { label: 'Numéro SIREN', value: formatSiren(client.siren ?? null) ?? 'Non renseigné' },
                ]),
          ]}
        />
      </PanelSection>
      <PanelSection title="Compte">
        <InfoList
          items={[
            { label: 'Nom', value: client.nom },
            { label: 'Prénom', value: client.prenom },
            { label: 'E-mail', value: <EmailLink email={client.email} /> },
            { label: 'Téléphone', value: <PhoneLink tel={client.tel} /> },
            ...(client.createdAt ? [{ label: 'Inscrit le', value: formatDateTime(client.createdAt) }] : []),
          ]}
        />
      </PanelSection>
      {client.resume && (
        <PanelSection title="Présentation">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{client.resume}</Typography>
        </PanelSection>
      )}
    </Box>
  );
}
