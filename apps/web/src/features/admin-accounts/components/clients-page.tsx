import { CLIENT_TYPE_LABELS } from '@passerelle/shared/enums';
import { lazy } from 'react';
import { WebsiteLink } from '../../../components/staff/contact-links';
import { formatDate } from '../../../lib/dates';
import { useClients } from '../api/get-clients';
import { AccountCard, Fact } from './account-card';
import { AccountList } from './account-list';

// The side panel loads with the first card opened (account-list.tsx).
const ClientPanel = lazy(() => import('./client-panel').then((m) => ({ default: m.ClientPanel })));

/**
 * /dashb/acc/cl (SPEC §2 Clients): the client companies 10 a page, searched over company, names and
 * e-mail (SPEC §2, plus the e-mail for the staff), each with its side panel.
 */
export function ClientsPage() {
  return (
    <AccountList
      title="Clients"
      searchLabel="Rechercher un client (entreprise, nom, prénom, e-mail)"
      useList={useClients}
      emptyText="Aucun client n'est encore inscrit."
      noMatchText="Aucun client ne correspond à votre recherche."
      renderCard={(client, open) => (
        <AccountCard
          key={client.id}
          square
          img={client.img}
          title={client.nom_entreprise}
          subtitle={CLIENT_TYPE_LABELS[client.type_client]}
          etat={client.user.etat}
          createdAt={client.createdAt}
          onOpen={open}
        >
          <Fact label="Secteur">{client.secteur}</Fact>
          <Fact label="Créée le">{formatDate(client.date_creation)}</Fact>
          <Fact label="Site web">{client.site_web ? <WebsiteLink url={client.site_web} /> : '—'}</Fact>
        </AccountCard>
      )}
      renderPanel={(client, close, done) => <ClientPanel client={client} onClose={close} onDone={done} />}
    />
  );
}
