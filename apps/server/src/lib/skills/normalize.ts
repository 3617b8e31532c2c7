/**
 * The normalised form of a skill tag (DECISIONS §5, §6.1): lower case, accents (combining marks) removed,
 * trimmed, inner whitespace collapsed; symbols kept (`c`, `c#`, `c++`, `.net`, `node.js` are five keys).
 * One definition for the vocabulary, matching and the forms: packages/shared/src/normalize.ts.
 */
export { normalizeTag } from '@passerelle/shared';
