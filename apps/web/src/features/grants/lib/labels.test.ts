import { describe, expect, it } from 'vitest';
import { formatSek, months, stepLabel } from './labels.ts';

describe('grant labels', () => {
  it('formats kronor, months and timeline steps', () => {
    expect(formatSek(850000).replace(/\s/g, ' ')).toBe('850 000 kr');
    expect(formatSek(null)).toBe('—');
    expect(months(1)).toBe('1 month');
    expect(months(9)).toBe('9 months');
    expect(stepLabel({ from: null, to: 'DRAFT' })).toBe('Draft started');
    expect(stepLabel({ from: 'DRAFT', to: 'DRAFT' })).toBe('Partner confirmed');
    expect(stepLabel({ from: 'IN_REVIEW', to: 'REJECTED' })).toBe('Not approved');
  });
});
