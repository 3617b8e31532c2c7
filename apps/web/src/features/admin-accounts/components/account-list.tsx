import { Box, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { SearchField } from '../../../components/staff/search-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';
import { CardGrid } from './account-card';

/** One page of an account list, as getAllClient and getAllCond answer it. */
export interface AccountPage<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
}

/**
 * The frame of the Clients and Candidats screens (SPEC §2): a banner with the count, a search as one
 * types (on the server, once the typing pauses), one page of cards with the pager, and the side panel
 * of the card opened. Page and search stay in the address. After an account action the panel closes
 * and a short message confirms it; the page has reloaded.
 */
export function AccountList<T extends { id: number }>({
  title,
  searchLabel,
  useList,
  emptyText,
  noMatchText,
  renderCard,
  renderPanel,
}: {
  title: string;
  searchLabel: string;
  useList: (page: number, search: string) => UseQueryResult<AccountPage<T>>;
  emptyText: string;
  noMatchText: string;
  renderCard: (item: T, open: () => void) => ReactNode;
  renderPanel: (selected: T | null, close: () => void, done: (message: string) => void) => ReactNode;
}) {
  useDocumentTitle(title);
  const { page, text, setText, search, goTo } = useLiveSearch();
  const list = useList(page, search);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The side panel's code (details, actions, history) comes with the first card opened (issue 20); kept
  // then, so that the panel slides out.
  const [panelWanted, setPanelWanted] = useState(false);
  if (selectedId !== null && !panelWanted) setPanelWanted(true);
  const { notify, notice } = useNotice();
  const data = list.data;

  return (
    <Box>
      <PageBanner title={title} count={search ? undefined : data?.totalItems} shown={data?.data.length} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <SearchField label={searchLabel} value={text} onChange={setText} />
        {search && data && (
          <Typography role="status" color="text.secondary">
            {data.totalItems} résultat{data.totalItems > 1 ? 's' : ''}
          </Typography>
        )}
      </Stack>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.data.length === 0}
        emptyText={search ? noMatchText : emptyText}
      >
        <Box {...placeholderDataProps(list)}>
          <CardGrid>{data?.data.map((item) => renderCard(item, () => setSelectedId(item.id)))}</CardGrid>
        </Box>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
      </QueryState>
      {panelWanted && (
        <Suspense fallback={null}>
          {renderPanel(
            data?.data.find((item) => item.id === selectedId) ?? null,
            () => setSelectedId(null),
            (message) => {
              setSelectedId(null);
              notify(message);
            },
          )}
        </Suspense>
      )}
      {notice}
    </Box>
  );
}
