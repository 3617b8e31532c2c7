// The PDF/A-3b and Factur-X structure of PDF files (apps/server/src/test/pdfa-inspect.ts), one line each;
// exits 1 when a file has a problem. For scripts/check-facturx.sh.
//   npx tsx --conditions=source scripts/facturx/inspect.ts file.pdf…
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inspectPdfA } from '../../apps/server/src/test/pdfa-inspect.js';

let failed = false;
for (const file of process.argv.slice(2)) {
  const report = await inspectPdfA(new Uint8Array(readFileSync(file)));
  const facts = `fonts ${report.fonts.join(', ')}; ${report.attachment?.name} (${report.attachment?.relationship}, ${report.attachment?.subtype}); pdfaid ${report.xmp['pdfaid:part']}${report.xmp['pdfaid:conformance']}, fx ${report.xmp['fx:ConformanceLevel']}`;
  console.log(
    `${path.basename(file)}: ${report.problems.length ? `PROBLEMS ${report.problems.join('; ')}` : 'structure ok'} — ${facts}`,
  );
  failed ||= report.problems.length > 0;
}
process.exit(failed ? 1 : 0);
