import { describe, expect, it } from 'vitest';
import { marginText, typedThousandths } from './period-tjm-fields';

describe('the margin the staff read as they type (DECISIONS §6.5)', () => {
  it('reads rates as French people type them', () => {
    expect(typedThousandths('3 600,5')).toBe(3_600_500);
    expect(typedThousandths('650')).toBe(650_000);
    expect(typedThousandths(612.125)).toBe(612_125);
    expect(typedThousandths('612.5678')).toBeNull();
    expect(typedThousandths('six cents')).toBeNull();
  });

  it('gives the margin a day and its share, in French', () => {
    expect(marginText('612,5', '500')).toEqual({
      text: 'Marge de la plateforme : 112,50\u00a0€ par jour (18,4\u00a0% du TJM client).',
      error: false,
    });
    expect(marginText('3600,5', '3600,5')?.text).toBe('Marge de la plateforme : 0\u00a0€ par jour (0\u00a0% du TJM client).');
  });

  it('warns when the freelancer would be paid more than the client pays, explains an empty rate, ignores a wrong one', () => {
    expect(marginText('600', '600,001')).toEqual({ text: 'Le TJM du candidat dépasse le TJM facturé au client.', error: true });
    expect(marginText('600', '')?.text).toMatch(/^Sans TJM du candidat/);
    expect(marginText('', '500')).toBeNull();
    expect(marginText('600', 'beaucoup')).toBeNull();
  });
});
