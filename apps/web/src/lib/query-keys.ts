import type { RouteContract } from '@passerelle/shared/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { InputOf } from './api-client';

/**
 * react-query keys derived from the route they cache (issue 14): `[url]` is the route's prefix key, which
 * every answer of the route shares, `[url, input]` one answer. A renamed route changes its keys with it;
 * nothing spells a key by hand.
 */
export type QueryKeyOf<C extends RouteContract> = readonly [url: string, input?: InputOf<C>];

export function queryKeyOf<C extends RouteContract>(route: C, input?: InputOf<C>): QueryKeyOf<C> {
  return input === undefined ? [route.url] : [route.url, input];
}

/** Marks stale every cached answer of these routes (the mounted ones refetch). */
export function invalidateRoutes(queryClient: QueryClient, ...routes: RouteContract[]): Promise<void> {
  return Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: queryKeyOf(route) }))).then(() => undefined);
}
