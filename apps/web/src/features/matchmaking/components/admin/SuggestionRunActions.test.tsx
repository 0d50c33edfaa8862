import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GenerateSuggestionsDocument, PublishSuggestionsDocument } from '../../../../gql/admin.ts';
import { SuggestionRunActions } from './SuggestionRunActions.tsx';
import { renderWithMocks } from './test-render.tsx';

const conflict = (message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })],
});

describe('SuggestionRunActions', () => {
  it('Generate suggestions shows what the server did', async () => {
    renderWithMocks(<SuggestionRunActions eventId="e1" proposed={0} />, [
      {
        request: { query: GenerateSuggestionsDocument, variables: { eventId: 'e1' } },
        result: {
          data: {
            generateSuggestions: {
              __typename: 'SuggestionRun',
              needs: 3,
              startups: 40,
              proposed: 12,
            },
          },
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate suggestions' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('12 proposed for 3 needs from 40 startups');
  });

  it('Generate suggestions shows the server’s conflict as it is', async () => {
    const message = 'No approved startups at this event yet: approve registrations first';
    renderWithMocks(<SuggestionRunActions eventId="e1" proposed={0} />, [
      {
        request: { query: GenerateSuggestionsDocument, variables: { eventId: 'e1' } },
        result: conflict(message),
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate suggestions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No suggestions generated');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('Publish suggestions asks first, then says how many were published', async () => {
    let sent = 0;
    renderWithMocks(<SuggestionRunActions eventId="e1" proposed={7} />, [
      {
        request: { query: PublishSuggestionsDocument, variables: { eventId: 'e1' } },
        result: () => {
          sent += 1;
          return { data: { publishSuggestions: 7 } };
        },
      },
    ]);
    expect(screen.getByText(/7 suggestions proposed, not yet visible/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish suggestions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('7 proposed suggestions become visible');
    expect(sent).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish and e-mail corporates' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('7 suggestions published');
    expect(sent).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Publish suggestions with nothing proposed shows the server’s conflict in the dialog', async () => {
    const message = 'There are no proposed suggestions to publish';
    renderWithMocks(<SuggestionRunActions eventId="e1" proposed={0} />, [
      {
        request: { query: PublishSuggestionsDocument, variables: { eventId: 'e1' } },
        result: conflict(message),
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish suggestions' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish and e-mail corporates' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
