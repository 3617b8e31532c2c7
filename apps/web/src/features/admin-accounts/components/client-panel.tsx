import type { ClientProfile } from '@passerelle/shared/schemas/profiles';
import { useRef } from 'react';
import { SidePanel } from '../../../components/side-panel';
import { ClientDetails } from '../../../components/staff/client-details';
import { AccountActions } from './account-actions';
import { AccountHistory } from './account-history';
import { CompanyMembers } from './company-members';
import { ModerationBox } from './moderation-box';

/** The client's side panel (SPEC §2 Clients): company and account information, account actions, history. */
export function ClientPanel({
  client,
  onClose,
  onDone,
}: {
  client: ClientProfile | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  // Keeps the content while the panel slides out.
  const last = useRef(client);
  if (client) last.current = client;
  const shown = client ?? last.current;
  return (
    <SidePanel open={client !== null} title="Client" onClose={onClose}>
      {shown && (
        <>
          <ClientDetails client={{ ...shown, email: shown.user.email, etat: shown.user.etat, createdAt: shown.user.createdAt }} />
          <CompanyMembers clientId={shown.id} />
          <AccountHistory userId={shown.user.id} />
          <ModerationBox>
            <AccountActions userId={shown.user.id} etat={shown.user.etat} kind="client" onDone={onDone} />
          </ModerationBox>
        </>
      )}
    </SidePanel>
  );
}
