/**
 * Timings of the skill library (DECISIONS §6.1 budgets: `extract` on 20,000 characters ≤ 50 ms, `suggest`
 * well under 1 ms). Run: npx tsx --conditions=source scripts/skills/measure.ts
 * The text is the labelled job descriptions, repeated up to 20,000 characters: real prose, lists and traps.
 */
import { readBrief } from '../../apps/server/src/lib/skills/brief.js';
import { BRIEF_CASES, BRIEF_TODAY } from '../../apps/server/src/lib/skills/fixtures/briefs.js';
import { defaultVocabulary } from '../../apps/server/src/lib/skills/vocabulary.js';

const RUNS = 50;
const LENGTH = 20_000;

function percentiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] as number };
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

function show(name: string, samples: number[], unit = 'ms'): void {
  const { p50, p95, max } = percentiles(samples);
  const digits = unit === 'ms' ? 2 : 1;
  const scale = unit === 'µs' ? 1000 : 1;
  console.log(
    `${name.padEnd(34)} p50 ${(p50 * scale).toFixed(digits)} ${unit}  p95 ${(p95 * scale).toFixed(digits)} ${unit}  max ${(max * scale).toFixed(digits)} ${unit}`,
  );
}

let text = '';
for (let i = 0; text.length < LENGTH; i++) text += `${BRIEF_CASES[i % BRIEF_CASES.length]?.text}\n\n`;
text = text.slice(0, LENGTH);

const build = time(() => defaultVocabulary());
const vocab = defaultVocabulary();
console.log(`vocabulary: ${vocab.size} skills, first build ${build.toFixed(1)} ms (once per process)`);

// Warm-up: the JIT compiles the hot paths on the first runs, as it would on a server's first requests.
for (let i = 0; i < 5; i++) vocab.extract(text);

const extractSamples = Array.from({ length: RUNS }, () => time(() => vocab.extract(text)));
show(`extract (${text.length} characters)`, extractSamples);
const briefSamples = Array.from({ length: RUNS }, () => time(() => readBrief(text, vocab, BRIEF_TODAY)));
show(`readBrief (${text.length} characters)`, briefSamples);

const queries = [
  'r',
  'ja',
  'java',
  'react',
  'post',
  'sap',
  'k8',
  'gestion',
  'cloud',
  'sql',
  'py',
  'dev',
  'test',
  'azure',
  'x',
  'zzz',
];
for (const q of queries) vocab.suggest(q);
const suggestSamples: number[] = [];
for (let i = 0; i < RUNS; i++) for (const q of queries) suggestSamples.push(time(() => vocab.suggest(q)));
show(`suggest (${queries.length} queries × ${RUNS})`, suggestSamples, 'µs');

const resolveSamples: number[] = [];
for (let i = 0; i < RUNS; i++) for (const q of queries) resolveSamples.push(time(() => vocab.resolve(q)));
show(`resolve (${queries.length} tags × ${RUNS})`, resolveSamples, 'µs');
