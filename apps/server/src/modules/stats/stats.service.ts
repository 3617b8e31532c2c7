import { parisMonth, STATS_DEFAULT_MONTHS, type Stats, type StatsBody } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import * as repo from './stats.repository.js';

/** The admin home's statistics (SPEC §2, DECISIONS §4): one call, four rankings and the window's totals. */

/** The `months` calendar months ending with `end` (`YYYY-MM`): their first and last days. */
export function statsWindow(months: number, end: string): repo.StatsWindow {
  const [year, month] = end.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - months, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last) };
}

export async function computeStats(ctx: AppContext, body: StatsBody): Promise<Stats> {
  const window = statsWindow(body?.months ?? STATS_DEFAULT_MONTHS, body?.end ?? parisMonth());
  // One statement at a time: the embedded engine has a single connection.
  const months = await repo.revenueByMonth(ctx.db, window);
  const consultants = await repo.revenueByConsultant(ctx.db, window);
  const technologies = await repo.soughtTechnologies(ctx.db, window);
  const vocab = await ctx.skills.fresh();
  const clients = await repo.contractsByClient(ctx.db, window);
  const counts = await repo.windowCounts(ctx.db, window);
  return {
    ...window,
    months: months.map((m) => ({ month: m.month, revenue: Number(m.revenue), margin: Number(m.margin), days: m.days })),
    consultants: consultants.map((c) => ({
      condidatId: c.condidatId,
      nom: c.nom ?? '',
      prenom: c.prenom ?? '',
      titre: c.titre,
      revenue: Number(c.revenue),
      margin: Number(c.margin),
      days: c.days,
    })),
    // A known skill under its canonical label (DECISIONS §6.1), a free tag as offers most often spell it.
    technologies: technologies.map((row) => ({
      tech: vocab.lookup(row.key)?.label ?? row.tech,
      offers: row.offers,
      searches: row.searches,
    })),
    clients,
    totals: {
      // The sum of numeric month totals, added as numbers: 3 decimals, 12 significant digits at most each.
      revenue: Number(months.reduce((sum, m) => sum + Number(m.revenue), 0).toFixed(3)),
      // The platform's margin (DECISIONS §6.5), added the same way.
      margin: Number(months.reduce((sum, m) => sum + Number(m.margin), 0).toFixed(3)),
      days: months.reduce((sum, m) => sum + m.days, 0),
      consultants: consultants[0]?.total ?? 0,
      ...counts,
    },
  };
}
