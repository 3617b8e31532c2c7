// Hostile briefs and CVs (issue 28): what each costs a real server process — time to answer, the longest
// /api/health answer meanwhile, the growth of the server's resident memory — and the time SIGTERM takes with
// one of them being read. Also the skill reader alone on « Go, Go, … Kotlin » at 5,000, 20,000 and 80,000
// characters. The server runs from the sources (tsx), on a fresh embedded database, on the port given.
//   npx tsx --conditions=source scripts/bench/hostile-documents.ts [--root DIR] [--port 3300]
// --root: the checkout whose server is measured (default: this one), e.g. a `git archive` of main with this
// checkout's node_modules linked in, for the figures before the change.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pdfWithBlankPage, pdfWithHugePage, wordWithHugeBody, wordWithText } from '../../apps/server/src/test/documents.js';
import { postFile, registeredCandidateToken } from '../../apps/server/src/test/http.js';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { root: { type: 'string', default: here }, port: { type: 'string', default: '3300' } } });
const root = path.resolve(values.root);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

// ── The skill reader alone ──
const { defaultVocabulary } = (await import(path.join(root, 'apps/server/src/lib/skills/vocabulary.ts'))) as {
  defaultVocabulary: () => { extract(text: string): { label: string }[] };
};
const vocab = defaultVocabulary();
vocab.extract('Go et Kotlin');
console.log(`Checkout measured: ${root}\n\nSkill reader, « Go, Go, … Kotlin »`);
for (const length of [5_000, 20_000, 80_000]) {
  const text = `Nous utilisons ${'Go, '.repeat(Math.floor((length - 21) / 4))}Kotlin`;
  const started = performance.now();
  const found = vocab.extract(text).map((s) => s.label);
  console.log(
    `  ${String(text.length).padStart(6)} characters: ${(performance.now() - started).toFixed(0).padStart(6)} ms ${found}`,
  );
}

// ── A real server process ──
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-bench-hostile-'));
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise<number | string>((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 1200) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The server's resident memory, from /proc (read from this process: the server's thread may be blocked). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const token = await registeredCandidateToken(base, dataDir, 'banc@exemple.fr');
const sendCv = (file: Buffer, name: string, type: string) =>
  postFile(base, '/api/upload/cv', token, file, name, type).then(
    ({ status, body }) => `${status} ${(body as { code?: string }).code ?? 'ok'}`,
  );

/** One upload: its answer and time, the longest /api/health answer meanwhile, the peak growth of the server's memory. */
async function measure(label: string, file: Buffer, name: string, type: string): Promise<void> {
  const pid = server.pid as number;
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  let done = false;
  let slowest = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const answer = await sendCv(file, name, type);
  const took = performance.now() - started;
  done = true;
  await probing;
  clearInterval(sampler);
  console.log(
    `  ${label.padEnd(44)} ${(file.length / 1024).toFixed(0).padStart(5)} KB  ${answer.padEnd(24)} ${(took / 1000).toFixed(1).padStart(5)} s` +
      `  health ≤ ${slowest.toFixed(0).padStart(5)} ms  memory +${((peak - before) / MB).toFixed(0).padStart(5)} MB`,
  );
}

const quadratic = `Nous utilisons ${'Go, '.repeat(7_000)}Kotlin.`;
const cases: [string, Buffer, string, string][] = [
  ['a real CV (DOCX)', wordWithText(['Développeur Go et Kotlin, PostgreSQL']), 'cv.docx', DOCX],
  ['PDF, one page of 60 MB of text operators', await pdfWithHugePage(60), 'cv.pdf', 'application/pdf'],
  ['DOCX, document.xml of 38.5 MB', wordWithHugeBody(38.5), 'cv.docx', DOCX],
  ['DOCX, « Go, Go, … Kotlin » of 28,000 characters', wordWithText([quadratic]), 'cv.docx', DOCX],
  ['PDF, one page of 200 MB of blanks', await pdfWithBlankPage(200), 'cv.pdf', 'application/pdf'],
  ['PDF, one page of 1,000 MB of blanks', await pdfWithBlankPage(1000), 'cv.pdf', 'application/pdf'],
];
console.log('\nPOST /api/upload/cv on a server process (answer, time, slowest /api/health meanwhile, memory growth)');
for (const [label, file, name, type] of cases) await measure(label, file, name, type);

// ── SIGTERM with the hostile PDF being read ──
const inFlight = sendCv(await pdfWithHugePage(60), 'cv.pdf', 'application/pdf');
await new Promise((resolve) => setTimeout(resolve, 800));
const stoppedAt = performance.now();
server.kill('SIGTERM');
const code = await exited;
const stopTook = performance.now() - stoppedAt;
console.log(
  `\nSIGTERM 0.8 s into the 60 MB PDF: exit ${code} after ${(stopTook / 1000).toFixed(1)} s; its upload: ${await inFlight.catch((e: Error) => e.message)}`,
);
await rm(dataDir, { recursive: true, force: true });
