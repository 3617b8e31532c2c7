import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import type { candidatesApi } from '../api/candidates-api';
import { CandidatePanel } from './candidate-panel';
import { MatchCard } from './match-card';

type Results = UseQueryResult<Awaited<ReturnType<typeof candidatesApi.search>>>;

/**
 * The results of a search (SPEC §2), best match first, 10 a page, each opening the side panel; Demander,
 * the favourite star and the team's actions. Their own chunk (issue 20): the empty search does not load the
 * cards, the panel, the request form and their dialogs.
 */
export function SearchResults({
  results,
  clientId,
  onPage,
}: {
  results: Results;
  clientId: number | undefined;
  onPage: (page: number) => void;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const cards = results.data?.candidats ?? [];
  const open = cards.find((c) => c.id === openId);
  return (
    <>
      <QueryState
        isPending={results.isPending}
        error={results.error}
        onRetry={() => results.refetch()}
        isEmpty={cards.length === 0}
        emptyText="Aucun candidat ne correspond à ces critères : essayez d'autres compétences ou une date plus lointaine."
      >
        {clientId !== undefined && (
          <Stack component="section" aria-label="Résultats" spacing={2} {...placeholderDataProps(results)}>
            {cards.map((card) => (
              <MatchCard key={card.id} card={card} clientId={clientId} onOpen={() => setOpenId(card.id)} />
            ))}
          </Stack>
        )}
        {results.data && <Pager page={results.data.currentPage} totalPages={results.data.totalPages} onChange={onPage} />}
      </QueryState>
      {clientId !== undefined && <CandidatePanel card={open} clientId={clientId} onClose={() => setOpenId(null)} />}
    </>
  );
}
