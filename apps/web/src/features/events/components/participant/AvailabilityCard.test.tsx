import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SetMyAvailabilityDocument } from '../../../../gql/startup.ts';
import { AvailabilityCard } from './AvailabilityCard.tsx';
import { eventData } from './test-data.ts';
import { renderWithMocks } from './test-render.tsx';

const answer = (slots: number[]) => ({
  data: {
    setMyAvailability: {
      __typename: 'Attendance',
      id: 'a1',
      eventId: 'e1',
      state: 'APPROVED',
      unavailableSlots: slots,
      attendingUserIds: [],
    },
  },
});

describe('AvailabilityCard', () => {
  it('Save sends the toggled slot indexes, sorted, and then shows the saved state', async () => {
    let sent: unknown = null;
    renderWithMocks(<AvailabilityCard event={eventData()} unavailableSlots={[1]} />, [
      {
        request: {
          query: SetMyAvailabilityDocument,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: answer([0, 2]),
      },
    ]);
    const save = screen.getByRole('button', { name: 'Save my availability' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // Times in Stockholm: 09:00, 09:20, 09:40. Slot 1 is already unavailable.
    fireEvent.click(screen.getByRole('button', { name: /09:40–10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: /09:00–09:20/ }));
    fireEvent.click(screen.getByRole('button', { name: /09:20–09:40/ }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await screen.findByText('Saved');
    expect(sent).toEqual({ eventId: 'e1', slots: [0, 2] });
  });

  it('shows the server’s error and keeps the changes', async () => {
    renderWithMocks(<AvailabilityCard event={eventData()} unavailableSlots={[]} />, [
      {
        request: { query: SetMyAvailabilityDocument, variables: { eventId: 'e1', slots: [2] } },
        result: {
          errors: [
            new GraphQLError('This organisation no longer takes part in the event', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /09:40–10:00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my availability' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This organisation no longer takes part in the event',
    );
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('read-only for a past event: no toggles, no Save', () => {
    renderWithMocks(<AvailabilityCard event={eventData()} unavailableSlots={[0]} readOnly />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Unavailable')).toBeTruthy();
  });
});
