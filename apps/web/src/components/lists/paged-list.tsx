import { Stack } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '../pager';
import { QueryState } from '../query-state';

/**
 * One page of a paged list from the server (a route answering `totalPages` for `{ page, size }`): loading,
 * error with retry, empty text, or the items as a list, then the pager. `page` and `onPage` are the page in the
 * address (useLiveSearch); `size` is the page size asked for, said under the pager.
 */
export function PagedList<D extends { totalPages: number }, T extends { id: number }>({
  query,
  items,
  page,
  onPage,
  size = PAGE_SIZE,
  label,
  emptyText,
  children,
}: {
  query: UseQueryResult<D>;
  items: (data: D) => T[];
  page: number;
  onPage: (page: number) => void;
  size?: number;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  const list = query.data ? items(query.data) : undefined;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      fallback={MSG.fetchFailed}
      isEmpty={list?.length === 0}
      emptyText={emptyText}
    >
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list?.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </Stack>
      <Pager page={page} totalPages={query.data?.totalPages ?? 0} size={size} onChange={onPage} />
    </QueryState>
  );
}
