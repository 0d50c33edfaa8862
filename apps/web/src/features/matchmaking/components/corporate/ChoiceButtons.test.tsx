import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChooseSuggestionDocument } from '../../../../gql/corp.ts';
import { match } from '../test-data.ts';
import { renderWithMocks } from '../test-render.tsx';
import { ChoiceButtons } from './ChoiceButtons.tsx';

const answer = (variables: Record<string, unknown>, onSend: () => void) => ({
  request: { query: ChooseSuggestionDocument, variables },
  result: () => {
    onSend();
    const choice = variables.choice as string;
    return {
      data: {
        chooseSuggestion: match({
          state: choice === 'NO_THANKS' ? 'DECLINED' : 'SELECTED',
          choice,
          declineReason: (variables.reason as string | undefined) ?? null,
          refusalReason: null,
        }),
      },
    };
  },
});

const ui = (choice: 'MUST_MEET' | 'MEET' | 'NO_THANKS' | null = null, closed?: string) => (
  <ChoiceButtons
    matchId="m1"
    startupName="Northwind Robotics"
    choice={choice}
    closedReason={closed}
  />
);

describe('ChoiceButtons', () => {
  it('Must meet sends MUST_MEET at once, without a reason', async () => {
    let sent = false;
    renderWithMocks(ui(), [answer({ matchId: 'm1', choice: 'MUST_MEET' }, () => (sent = true))]);
    fireEvent.click(screen.getByRole('button', { name: 'Must meet: Northwind Robotics' }));
    await waitFor(() => expect(sent).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Meet sends MEET', async () => {
    let sent = false;
    renderWithMocks(ui(), [answer({ matchId: 'm1', choice: 'MEET' }, () => (sent = true))]);
    fireEvent.click(screen.getByRole('button', { name: 'Meet: Northwind Robotics' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it('No thanks asks first; the reason is optional and left out when empty', async () => {
    let sent = false;
    renderWithMocks(ui(), [answer({ matchId: 'm1', choice: 'NO_THANKS' }, () => (sent = true))]);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks: Northwind Robotics' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toBe(false);
    expect(within(dialog).getByLabelText(/Reason \(optional\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it('No thanks sends the reason when one is written', async () => {
    let sent = false;
    renderWithMocks(ui(), [
      answer(
        { matchId: 'm1', choice: 'NO_THANKS', reason: 'We need hardware' },
        () => (sent = true),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks: Northwind Robotics' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason \(optional\)/), {
      target: { value: '  We need hardware ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(sent).toBe(true));
  });

  it('marks the current choice as pressed', () => {
    renderWithMocks(ui('MUST_MEET'));
    const must = screen.getByRole('button', { name: 'Must meet: Northwind Robotics' });
    expect(must.getAttribute('aria-pressed')).toBe('true');
    const meet = screen.getByRole('button', { name: 'Meet: Northwind Robotics' });
    expect(meet.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the server’s refusal', async () => {
    renderWithMocks(ui(), [
      {
        request: { query: ChooseSuggestionDocument, variables: { matchId: 'm1', choice: 'MEET' } },
        result: {
          errors: [
            new GraphQLError('The selection has closed', { extensions: { code: 'CONFLICT' } }),
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Meet: Northwind Robotics' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The selection has closed');
  });

  it('outside the selection window the buttons are disabled and say why', () => {
    renderWithMocks(ui(null, 'The selection has closed'));
    for (const b of screen.getAllByRole('button'))
      expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/The selection has closed: choices cannot change now/)).toBeTruthy();
  });
});
