import { describe, expect, it } from 'vitest';
import { TAG_CASES } from './fixtures/tags.js';
import { defaultVocabulary } from './vocabulary.js';

/**
 * Resolution against the labelled spellings (fixtures/tags.ts): precision = right canonical skills among the
 * skills answered; recall = right canonical skills among the tags that have one.
 */
describe('tag resolution on the labelled set', () => {
  it('has enough cases to mean something', () => {
    expect(TAG_CASES.length).toBeGreaterThanOrEqual(300);
  });

  it('reaches precision and recall of at least 0.9', () => {
    const vocab = defaultVocabulary();
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    const errors: string[] = [];
    for (const { tag, expected } of TAG_CASES) {
      const resolved = vocab.resolve(tag);
      const got = resolved.known ? resolved.label : null;
      if (got !== null && got === expected) truePositives++;
      else {
        if (got !== null) falsePositives++;
        if (expected !== null) falseNegatives++;
        if (got !== expected) errors.push(`${tag} → ${got} (attendu ${expected})`);
      }
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    console.log(
      `tags: ${TAG_CASES.length} cas, précision ${precision.toFixed(3)}, rappel ${recall.toFixed(3)}; écarts : ${errors.join(' ; ') || 'aucun'}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
