import { PAGER_WINDOW } from '@passerelle/shared/constants';

/**
 * The page numbers (from 0) the pager shows (SPEC §2, §9): all of them up to 10 pages; beyond, a
 * window of 10 around the current page, clamped to the first and last pages.
 */
export function pagerWindow(current: number, total: number, size = PAGER_WINDOW): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 0), total - 1);
  if (total <= size) return Array.from({ length: total }, (_, i) => i);
  const start = Math.min(Math.max(page - Math.floor(size / 2) + 1, 0), total - size);
  return Array.from({ length: size }, (_, i) => start + i);
}
