import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AccountHistoryEntry } from '@passerelle/shared/schemas/accounts-admin';
import { QueryState } from '../../../components/query-state';
import { PanelSection } from '../../../components/staff/info-list';
import { formatDateTime } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { useAccountHistory } from '../api/get-account-history';

const ACTION_LABELS: Record<string, string> = {
  validate: 'Compte validé',
  invalidate: 'Compte invalidé',
  ban: 'Compte désactivé',
  unban: 'Compte réactivé',
  set_tjm: 'TJM modifié',
  create_admin: 'Compte administrateur créé',
  remove_member: "Retiré de l'équipe de son entreprise",
};
const ETAT_WORDS: Record<string, string> = { active: 'Actif', pending: 'En attente', blocked: 'Bloqué' };

/** « pending → active » reads « En attente → Actif »; a TJM change gets its currency. */
function describe(entry: AccountHistoryEntry): string | null {
  if (!entry.details) return null;
  if (entry.action === 'set_tjm') return `${entry.details} €`;
  return entry.details.replace(/\b(active|pending|blocked)\b/g, (word) => ETAT_WORDS[word] ?? word);
}

function actorName(entry: AccountHistoryEntry): string {
  if (!entry.actor) return 'un compte supprimé depuis';
  return fullName(entry.actor) || entry.actor.email;
}

/** Each moderation action on the account, newest first: who, what, when (DECISIONS §3). */
export function AccountHistory({ userId }: { userId: number }) {
  const history = useAccountHistory(userId);
  return (
    <PanelSection title="Historique de modération">
      <QueryState isPending={history.isPending} error={history.error} onRetry={() => history.refetch()}>
        {history.data?.length === 0 ? (
          <Typography color="text.secondary">Aucune action de l'équipe sur ce compte pour le moment.</Typography>
        ) : (
          <List dense disablePadding aria-label="Historique de modération">
            {history.data?.map((entry) => {
              const details = describe(entry);
              return (
                <ListItem key={entry.id} disableGutters divider>
                  <ListItemText
                    primary={
                      <>
                        {ACTION_LABELS[entry.action] ?? entry.action}
                        {details && (
                          <Typography component="span" color="text.secondary">
                            {' '}
                            ({details})
                          </Typography>
                        )}
                      </>
                    }
                    secondary={`par ${actorName(entry)}, le ${formatDateTime(entry.createdAt)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryState>
    </PanelSection>
  );
}
