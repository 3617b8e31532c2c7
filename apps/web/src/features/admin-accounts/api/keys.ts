/** react-query keys of the staff's account screens: a moderation action refreshes them all. */
export const accountKeys = {
  all: ['admin-accounts'] as const,
  clients: ['admin-accounts', 'clients'] as const,
  candidates: ['admin-accounts', 'candidates'] as const,
  history: (userId: number) => ['admin-accounts', 'history', userId] as const,
  inactive: (page: number) => ['admin-accounts', 'inactive', page] as const,
};
