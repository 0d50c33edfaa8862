import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newLine } from '../lib/budget-lines.ts';
import { GrantBudgetSection } from './GrantBudgetSection.tsx';

describe('the timeline of a draft', () => {
  it('40 months is kept as typed and marked with the range, not clamped to 36', () => {
    const seen: (number | '')[] = [];
    const { rerender } = render(<Section months="" onMonths={(n) => seen.push(n)} />);
    const input = screen.getByLabelText('Timeline (months)');
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe(40);
    rerender(<Section months={40} onMonths={(n) => seen.push(n)} />);
    fireEvent.blur(screen.getByLabelText('Timeline (months)'));
    expect((screen.getByLabelText('Timeline (months)') as HTMLInputElement).value).toBe('40');
    expect(seen).not.toContain(36);
    expect(screen.getByText('The timeline is 1 to 36 months')).toBeTruthy();
  });
});

function Section(props: { months: number | ''; onMonths: (n: number | '') => void }) {
  return (
    <MantineProvider env="test">
      <GrantBudgetSection
        lines={[newLine('All', 100)]}
        onLines={() => undefined}
        onAddLine={() => undefined}
        budgetTotal={100}
        timelineMonths={props.months}
        onBudgetTotal={() => undefined}
        onTimelineMonths={props.onMonths}
        error={() => undefined}
      />
    </MantineProvider>
  );
}
