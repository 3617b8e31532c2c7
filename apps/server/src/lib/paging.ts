import { PAGE_SIZE } from '@passerelle/shared';

/**
 * Paging of lists (SPEC §9: pages numbered from 0). `size` undefined means the whole list, one page;
 * the admin lists answer that way when called without paging parameters.
 */
export interface PageRequest {
  page: number;
  /** undefined: every row. */
  size: number | undefined;
}

export interface PageInfo {
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

/** Paging of an optional `{page, size}` body: either one given means one page of `size` (10 by default). */
export function pageRequest(body: { page?: number; size?: number } | null | undefined): PageRequest {
  if (body?.page === undefined && body?.size === undefined) return { page: 0, size: undefined };
  return { page: body.page ?? 0, size: body.size ?? PAGE_SIZE };
}

export function pageInfo(totalItems: number, request: PageRequest): PageInfo {
  const totalPages = request.size === undefined ? (totalItems > 0 ? 1 : 0) : Math.ceil(totalItems / request.size);
  return { totalItems, totalPages, currentPage: request.page };
}

/** LIMIT / OFFSET of a page; null limit for the whole list. */
export function limitOffset(request: PageRequest): { limit: number | null; offset: number } {
  return request.size === undefined ? { limit: null, offset: 0 } : { limit: request.size, offset: request.page * request.size };
}
