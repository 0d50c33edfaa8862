import { describe, expect, it } from 'vitest';
import { tickLines } from './wrapped-tick.tsx';

describe('chart labels on up to two lines', () => {
  it('keeps a long name whole on two lines instead of cutting it', () => {
    expect(tickLines('City of Helsinki Innovation Office')).toEqual([
      'City of Helsinki',
      'Innovation Office',
    ]);
  });

  it('leaves a short name on one line and ends only a very long one in an ellipsis', () => {
    expect(tickLines('Fjord Energy AB')).toEqual(['Fjord Energy AB']);
    const lines = tickLines('Nordic Institute for Sustainable Maritime Transport Research');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((l) => l.length <= 22)).toBe(true);
  });
});
