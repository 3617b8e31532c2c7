import { Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { teamsApi } from '@passerelle/shared/routes/teams';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { PanelSection } from '../../../components/staff/info-list';
import { call } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { queryKeyOf } from '../../../lib/query-keys';

/** The company's team in the staff's client panel (issue 18): owner first, each with its address. */
export function CompanyMembers({ clientId }: { clientId: number }) {
  const input = { clientId };
  const members = useQuery({
    queryKey: queryKeyOf(teamsApi.staffMembers, input),
    queryFn: async () => (await call(teamsApi.staffMembers, input)).members,
  });
  return (
    <PanelSection title="Équipe">
      <QueryState isPending={members.isPending} error={members.error} onRetry={() => members.refetch()}>
        <List dense disablePadding aria-label="Membres de l'entreprise">
          {members.data?.map((member) => (
            <ListItem key={member.id} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{fullName(member)}</span>
                    {member.owner && <Chip size="small" label="Propriétaire" />}
                  </Stack>
                }
                secondary={`${member.email} · depuis le ${formatDay(member.createdAt)}`}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      </QueryState>
    </PanelSection>
  );
}
