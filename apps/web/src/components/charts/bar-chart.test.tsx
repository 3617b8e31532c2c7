import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, niceTicks } from './bar-chart';

describe('niceTicks', () => {
  it('runs from 0 to a round value at or above the largest, by 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceTicks(10.1, 5)).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(niceTicks(100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0.3, 5)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('keeps whole steps for counts, and one step when everything is 0', () => {
    expect(niceTicks(3, 5, 1)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 5, 1)).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  it('draws one bar per value above 0, stacked, each titled with its band and figure', () => {
    const data = [
      { tech: 'React', offers: 3, searches: 2 },
      { tech: 'SQL', offers: 0, searches: 1 },
    ];
    // jsdom lays nothing out: the chart draws once it knows its width.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    const { container } = render(
      <BarChart
        data={data}
        category={(d) => d.tech}
        layout="horizontal"
        height={200}
        series={[
          { key: 'o', label: 'Offres', color: 'red', value: (d) => d.offers },
          { key: 's', label: 'Recherches', color: 'blue', value: (d) => d.searches },
        ]}
        legend
      />,
    );
    const titles = [...container.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(titles).toEqual(['React — Offres : 3', 'React — Recherches : 2', 'SQL — Recherches : 1']);
    expect(container.textContent).toContain('Offres');
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
});
