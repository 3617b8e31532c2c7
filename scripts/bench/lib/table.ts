// The bench's one table: per row the measure, p50 / p95 / p99 (or one value), the target, the ratio of its
// p50 to the /api/health p50 of the same run (the framework floor), and pass / miss.
import type { Summary } from './stats.js';

export interface Row extends Partial<Summary> {
  measure: string;
  /** A single figure (memory, throughput, clicks, size) instead of, or beside, percentiles. */
  value?: number;
  /** Unit of `value`; percentiles are always ms. */
  unit?: string;
  /** The row passes when `stat` is at most `max` (a time, a size) or at least `min` (a score). */
  target?: { stat: 'p50' | 'p95' | 'p99' | 'value'; max?: number; min?: number };
  errors?: string[];
  /** Not a server round trip (a browser paint): no ratio to the health p50. */
  noRatio?: boolean;
}

export interface ResultRow extends Row {
  /** p50 of the row over p50 of GET /api/health. */
  ratio?: number;
  pass?: boolean;
}

export interface Result {
  date: string;
  engine: string;
  scale: number;
  healthP50: number;
  rows: ResultRow[];
}

const fmt = (v: number | undefined, digits = 1) => (v === undefined || Number.isNaN(v) ? '' : v.toFixed(digits));

function targetText(row: Row): string {
  if (!row.target) return '';
  const unit = row.target.stat === 'value' ? (row.unit ?? '') : 'ms';
  const bound = row.target.min !== undefined ? `≥ ${row.target.min}` : `≤ ${row.target.max}`;
  return `${row.target.stat === 'value' ? '' : `${row.target.stat} `}${bound} ${unit}`.trim();
}

/** Completes the rows (ratio, pass), prints the table as Markdown, returns what to write as JSON. */
export function printTable(rows: Row[], meta: { engine: string; scale: number; date: string }): Result {
  const floor = rows.find((r) => r.measure.startsWith('GET /api/health'))?.p50 ?? Number.NaN;
  const done: ResultRow[] = rows.map((row) => {
    const ratio =
      row.p50 !== undefined && !row.noRatio && !row.measure.startsWith('GET /api/health') ? row.p50 / floor : undefined;
    const measured = row.target ? row[row.target.stat] : undefined;
    const pass =
      row.target && measured !== undefined
        ? (row.target.max === undefined || measured <= row.target.max) &&
          (row.target.min === undefined || measured >= row.target.min)
        : undefined;
    return { ...row, ...(ratio !== undefined ? { ratio } : {}), ...(pass !== undefined ? { pass } : {}) };
  });
  console.log(`\nBanc d'essai du ${meta.date} — moteur ${meta.engine}, échelle ${meta.scale.toLocaleString('fr-FR')} candidats`);
  console.log(`Plancher : GET /api/health p50 = ${fmt(floor, 2)} ms\n`);
  console.log('| measure | p50 ms | p95 ms | p99 ms | value | target | p50 / health p50 | result |');
  console.log('|---|---:|---:|---:|---:|---|---:|---|');
  for (const r of done) {
    const value =
      r.value === undefined ? '' : `${fmt(r.value, r.unit === 'clicks' || r.unit === '/100' ? 0 : 1)} ${r.unit ?? ''}`.trim();
    const result = r.pass === undefined ? '' : r.pass ? 'pass' : '**miss**';
    const errors = r.errors?.length ? ` (errors: ${r.errors.join(' | ')})` : '';
    console.log(
      `| ${r.measure}${errors} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${value} | ${targetText(r)} | ${r.ratio === undefined ? '' : `×${fmt(r.ratio)}`} | ${result} |`,
    );
  }
  return { ...meta, healthP50: floor, rows: done };
}
