import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMocks } from '../test-render.tsx';
import { ChosenCounter } from './ChosenCounter.tsx';

describe('ChosenCounter', () => {
  it('counts must-meet and meet choices still leading to a meeting, not no-thanks or refusals', () => {
    renderWithMocks(
      <ChosenCounter
        wanted={4}
        matches={[
          { state: 'CONFIRMED', choice: 'MUST_MEET' },
          { state: 'SELECTED', choice: 'MEET' },
          { state: 'SELECTED', choice: 'MEET' },
          { state: 'DECLINED', choice: 'NO_THANKS' },
          { state: 'REFUSED', choice: 'MEET' },
          { state: 'SUGGESTED', choice: null },
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('3 of 4 wanted meetings chosen');
    expect(screen.getByText(/1 must meet · 1 confirmed by the startup · 2 waiting/)).toBeTruthy();
  });

  it('none chosen, one wanted', () => {
    renderWithMocks(<ChosenCounter wanted={1} matches={[{ state: 'SUGGESTED', choice: null }]} />);
    expect(screen.getByRole('status').textContent).toBe('0 of 1 wanted meeting chosen');
  });
});
