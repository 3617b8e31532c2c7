import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageBanner } from './page-banner';

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('PageBanner counts (DECISIONS §6.9)', () => {
  it('reads « 10 sur 87 » on a page of a longer list', () => {
    const { container } = render(<PageBanner title="Candidats" count={87} shown={10} />);
    expect(heading(container)).toBe('Candidats10 sur 87');
  });

  it('reads the total alone when the page holds everything, or when no page size is given', () => {
    const { container, rerender } = render(<PageBanner title="Candidats" count={7} shown={7} />);
    expect(heading(container)).toBe('Candidats7');
    rerender(<PageBanner title="Candidats" count={1234} />);
    expect(heading(container)).toMatch(/^Candidats1\s234$/);
  });
});
