import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMocks } from '../test-render.tsx';
import { PairingForm } from './PairingForm.tsx';

const CORP = '11111111-1111-4111-8111-111111111111';
const corporates = [{ id: CORP, name: 'Fjord Energy' }];
const pendingWith = (n: number) => Array.from({ length: n }, (_, i) => `other-${i}`);
const noop = () => {};

describe('PairingForm', () => {
  it('shows how many requests are pending of the limit', () => {
    renderWithMocks(
      <PairingForm
        eventId="e1"
        corporates={corporates}
        needs={[]}
        pendingWith={pendingWith(3)}
        limit={10}
        onSent={noop}
      />,
    );
    expect(screen.getByTestId('pending-counter').textContent).toContain('3 of 10 pending');
    const send = screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
  });

  it('at the limit, the form stops and says why', () => {
    renderWithMocks(
      <PairingForm
        eventId="e1"
        corporates={corporates}
        needs={[]}
        pendingWith={pendingWith(10)}
        limit={10}
        onSent={noop}
      />,
    );
    expect(screen.getByTestId('pending-counter').textContent).toContain('10 of 10 pending');
    expect(screen.getByText('You have 10 requests waiting')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
  });

  it('asks for a corporate and a message before sending', async () => {
    renderWithMocks(
      <PairingForm
        eventId="e1"
        corporates={corporates}
        needs={[]}
        pendingWith={[]}
        limit={10}
        onSent={noop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose the corporate to meet')).toBeTruthy();
    expect(screen.getByText('Write a short message to the corporate')).toBeTruthy();
  });
});
