// The candidate index's worker run from the sources (tests): tsx's loader first, then the worker itself
// (match-index.ts starts this file instead of the compiled match-index-worker.js).
import { register } from 'tsx/esm/api';

register();
await import('./match-index-worker.ts');
