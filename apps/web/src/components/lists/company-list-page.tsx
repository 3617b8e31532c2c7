import { Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageBanner } from '../page-banner';
import { QueryState } from '../query-state';

/**
 * A client's page listing its company's records (« Missions », « Mes demandes »): title and count, then
 * loading, error with retry, empty text, or the list. `profileError` is the role profile's failure: the list's
 * query waits for that profile, and cannot load without it.
 */
export function CompanyListPage<T extends { id: number }>({
  title,
  query,
  profileError,
  emptyText,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  profileError: unknown;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageBanner title={title} count={query.data?.length} />
      <QueryState
        isPending={query.isPending && !profileError}
        error={profileError ?? query.error}
        onRetry={() => query.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={query.data?.length === 0}
        emptyText={emptyText}
      >
        <Stack component="ul" spacing={2} aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {query.data?.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}
