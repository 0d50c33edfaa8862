import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LoadPublicEvents, PublicEvents } from './public-events.ts';
import { LANDING_EVENTS, UpcomingEventList } from './UpcomingEvents.tsx';

const event = {
  __typename: 'Event',
  id: 'e1',
  name: 'Nordic Energy Day',
  description: 'Meet the energy companies of the north.',
  format: 'HYBRID',
  venue: 'Stockholm City Conference Centre',
  timezone: 'Europe/Stockholm',
  startDate: '2027-03-10T08:00:00.000Z',
  endDate: '2027-03-10T16:00:00.000Z',
  restrictedTo: ['SE', 'FI'],
  status: 'UPCOMING',
  registrationOpen: true,
  registrationClosesAt: '2027-03-01T22:59:00.000Z',
};

function renderList(events: unknown[]) {
  const asked: number[] = [];
  const load: LoadPublicEvents = (limit) => {
    asked.push(limit);
    return Promise.resolve(events as PublicEvents);
  };
  render(
    <MantineProvider>
      <MemoryRouter>
        <UpcomingEventList load={load} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return asked;
}

describe('UpcomingEventList', () => {
  it('shows dates in the event’s zone, the place, the countries and the way to register', async () => {
    const asked = renderList([event]);
    expect(asked).toEqual([LANDING_EVENTS]);
    expect(await screen.findByText('Nordic Energy Day')).toBeTruthy();
    expect(screen.getByText('10 Mar 2027, 09:00–17:00')).toBeTruthy();
    expect(screen.getByText('Stockholm time (Europe/Stockholm)')).toBeTruthy();
    expect(screen.getByText('Stockholm City Conference Centre and online')).toBeTruthy();
    expect(screen.getByTestId('open-to').textContent).toBe('Open to: Sweden, Finland');
    expect(screen.getByText('Registration open until 1 Mar 2027, 23:59')).toBeTruthy();
    const register = screen.getByRole('link', {
      name: 'Register to take part in Nordic Energy Day',
    });
    expect(register.getAttribute('href')).toBe('/?event=e1#sign-in');
  });

  it('no country line for an event open to everyone', async () => {
    renderList([{ ...event, restrictedTo: [] }]);
    await screen.findByText('Nordic Energy Day');
    expect(screen.queryByTestId('open-to')).toBeNull();
  });

  it('says what to do when no event is published', async () => {
    renderList([]);
    expect((await screen.findByTestId('no-events')).textContent).toContain(
      'No events are open right now',
    );
    expect(screen.getByRole('link', { name: 'Register your company' })).toBeTruthy();
  });

  it('says the list could not be loaded when the request fails', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <UpcomingEventList load={() => Promise.reject(new Error('down'))} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByText(/The list of events could not be loaded just now/)).toBeTruthy();
  });
});
