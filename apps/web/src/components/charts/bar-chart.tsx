import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The staff's bar charts (admin home, finance), drawn by hand in SVG (issue 20): four bar charts of a few series do not need a
 * charts library, and @mui/x-charts with d3 weighed 94 KB gzip on a route whose budget is 250. What the
 * screen used of it is here: a band axis (months, names), a linear axis from 0 with round ticks, grid
 * lines, stacked series, a legend, and each bar's exact figures on hover (an SVG title). The chart is an
 * image for screen readers (ChartCard's `role="img"`); its figures are in the card's table.
 */
export interface BarSeries<D> {
  key: string;
  label: string;
  color: string;
  value: (datum: D) => number;
  format?: (value: number) => string;
}

const TICK_FONT = 12;

/** Round ticks from 0 to at least `max` (1, 2, 2.5 or 5 × 10ⁿ apart), about `count` of them. */
export function niceTicks(max: number, count: number, minStep = 0): number[] {
  const top = max > 0 ? max : 1;
  const raw = Math.max(top / Math.max(count, 1), minStep);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(([1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10) * power, minStep);
  const ticks: number[] = [];
  for (let i = 0; ; i++) {
    const tick = Number((i * step).toPrecision(12));
    ticks.push(tick);
    if (tick >= top) break;
  }
  return ticks;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function BarChart<D>({
  data,
  category,
  categoryLabel = category,
  series,
  layout = 'vertical',
  height,
  bandAxisWidth = 64,
  valueTick = (value) => String(value),
  tickMinStep = 0,
  legend = false,
}: {
  data: readonly D[];
  /** The band's name as an axis tick (short) … */
  category: (datum: D) => string;
  /** … and in full, in the bar's title. */
  categoryLabel?: (datum: D) => string;
  series: BarSeries<D>[];
  /** vertical: bars rise from a band axis at the bottom; horizontal: bars run right from a band axis at the left. */
  layout?: 'vertical' | 'horizontal';
  height: number;
  /** Width kept for the left axis's labels (the values when vertical, the bands' names when horizontal). */
  bandAxisWidth?: number;
  valueTick?: (value: number) => string;
  tickMinStep?: number;
  legend?: boolean;
}) {
  const theme = useTheme();
  const [ref, width] = useWidth();
  const vertical = layout === 'vertical';
  const totals = data.map((d) => series.reduce((sum, s) => sum + Math.max(0, s.value(d)), 0));
  const legendHeight = legend ? 32 : 0;
  const svgHeight = height - legendHeight;
  const margin = { top: 12, right: 24, bottom: 30, left: bandAxisWidth };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, svgHeight - margin.top - margin.bottom);
  const valueLength = vertical ? plotHeight : plotWidth;
  const bandLength = vertical ? plotWidth : plotHeight;
  const ticks = niceTicks(Math.max(0, ...totals), vertical ? 5 : Math.max(2, Math.floor(plotWidth / 90)), tickMinStep);
  const top = ticks[ticks.length - 1] ?? 1;
  const scale = (value: number) => (value / top) * valueLength;
  const band = data.length > 0 ? bandLength / data.length : 0;
  const bar = band * 0.8;
  // Band names that would overlap are shown one in `every` (the bars keep their title and the table all).
  const longest = Math.max(0, ...data.map((d) => category(d).length));
  const every = vertical && band > 0 ? Math.max(1, Math.ceil((longest * TICK_FONT * 0.6 + 8) / band)) : 1;
  const axisColor = theme.palette.text.secondary;
  const gridColor = theme.palette.divider;
  const text = { fontSize: TICK_FONT, fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily };

  return (
    <Box>
      {legend && (
        <Stack
          direction="row"
          spacing={2}
          aria-hidden
          sx={{ justifyContent: 'center', flexWrap: 'wrap', height: legendHeight, alignItems: 'center' }}
        >
          {series.map((s) => (
            <Stack key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: s.color }} />
              <Typography variant="body2">{s.label}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <Box ref={ref} sx={{ width: '100%', height: svgHeight }}>
        {width > 0 && (
          <svg width={width} height={svgHeight} aria-hidden focusable="false" style={{ display: 'block' }}>
            <g transform={`translate(${margin.left},${margin.top})`}>
              {ticks.map((tick) => {
                const at = scale(tick);
                return vertical ? (
                  <g key={tick} transform={`translate(0,${plotHeight - at})`}>
                    <line x1={0} x2={plotWidth} stroke={gridColor} />
                    <text x={-8} dy="0.32em" textAnchor="end" {...text}>
                      {valueTick(tick)}
                    </text>
                  </g>
                ) : (
                  <g key={tick} transform={`translate(${at},0)`}>
                    <line y1={0} y2={plotHeight} stroke={gridColor} />
                    <text y={plotHeight + 18} textAnchor="middle" {...text}>
                      {valueTick(tick)}
                    </text>
                  </g>
                );
              })}
              {data.map((datum, index) => {
                const start = index * band + (band - bar) / 2;
                let stacked = 0;
                const name = categoryLabel(datum);
                return (
                  <g key={name + String(index)}>
                    {series.map((s) => {
                      const value = Math.max(0, s.value(datum));
                      const from = scale(stacked);
                      const length = scale(value);
                      stacked += value;
                      if (length <= 0) return null;
                      return (
                        <rect
                          key={s.key}
                          fill={s.color}
                          {...(vertical
                            ? { x: start, width: bar, y: plotHeight - from - length, height: length }
                            : { y: start, height: bar, x: from, width: length })}
                        >
                          <title>{`${name} — ${s.label} : ${(s.format ?? String)(s.value(datum))}`}</title>
                        </rect>
                      );
                    })}
                    {vertical ? (
                      index % every === 0 && (
                        <text x={start + bar / 2} y={plotHeight + 18} textAnchor="middle" {...text}>
                          {category(datum)}
                        </text>
                      )
                    ) : (
                      <text x={-8} y={start + bar / 2} dy="0.32em" textAnchor="end" {...text}>
                        {category(datum)}
                      </text>
                    )}
                  </g>
                );
              })}
              {vertical ? (
                <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={axisColor} />
              ) : (
                <line x1={0} x2={0} y1={0} y2={plotHeight} stroke={axisColor} />
              )}
            </g>
          </svg>
        )}
      </Box>
    </Box>
  );
}
