import { Box, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { SearchField } from '../../../components/staff/search-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { matchesSearch } from '../utils/local-search';
import { CardGrid } from './account-card';

/**
 * The frame of the Clients and Candidats screens (SPEC §2): a banner with the count, a search as one
 * types over `searchFields`, the cards, and the side panel of the card opened. After an account action
 * the panel closes and a short message confirms it; the list has reloaded.
 */
export function AccountList<T extends { id: number }>({
  title,
  searchLabel,
  query,
  searchFields,
  emptyText,
  noMatchText,
  renderCard,
  renderPanel,
}: {
  title: string;
  searchLabel: string;
  query: UseQueryResult<T[]>;
  searchFields: (item: T) => readonly (string | null | undefined)[];
  emptyText: string;
  noMatchText: string;
  renderCard: (item: T, open: () => void) => ReactNode;
  renderPanel: (selected: T | null, close: () => void, done: (message: string) => void) => ReactNode;
}) {
  useDocumentTitle(title);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { notify, notice } = useNotice();
  const all = query.data ?? [];
  const shown = useMemo(
    () => (query.data ?? []).filter((item) => matchesSearch(search, searchFields(item))),
    [query.data, search, searchFields],
  );

  return (
    <Box>
      <PageBanner title={title} count={query.data?.length} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <SearchField label={searchLabel} value={search} onChange={setSearch} />
        {search && (
          <Typography role="status" color="text.secondary">
            {shown.length} résultat{shown.length > 1 ? 's' : ''}
          </Typography>
        )}
      </Stack>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={shown.length === 0}
        emptyText={search ? noMatchText : emptyText}
      >
        <CardGrid>{shown.map((item) => renderCard(item, () => setSelectedId(item.id)))}</CardGrid>
      </QueryState>
      {renderPanel(
        all.find((item) => item.id === selectedId) ?? null,
        () => setSelectedId(null),
        (message) => {
          setSelectedId(null);
          notify(message);
        },
      )}
      {notice}
    </Box>
  );
}
