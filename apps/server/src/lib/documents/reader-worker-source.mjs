// The document reader's worker run from the sources (tests, `tsx` runs): tsx's loader first, then the worker
// itself (reader.ts starts this file instead of the compiled reader-worker.js).
import { register } from 'tsx/esm/api';

register();
await import('./reader-worker.ts');
