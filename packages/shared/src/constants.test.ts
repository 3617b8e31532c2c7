import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './constants.js';
import { emailField } from './schemas/fields.js';

describe('EMAIL_PATTERN', () => {
  it("is zod's own e-mail pattern, which screens use without loading zod", () => {
    // The same pattern; our linter drops the escapes of '-' that zod writes at the end of a class.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
  it('decides as emailField does', () => {
    for (const address of ['camille@exemple.fr', "o'hara+tag@sous.domaine.io", 'a..b@x.fr', 'sans-arobase', 'x@y', 'x@-y.fr']) {
      expect(EMAIL_PATTERN.test(address)).toBe(emailField.safeParse(address).success);
    }
  });
});
