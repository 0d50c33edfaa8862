import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearCredentials, storeCredentials } from '../../lib/session.ts';
import { theme } from '../theme.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { FullScreenLoader } from './FullScreenLoader.tsx';
import { NotFound } from './NotFound.tsx';

const wrap = (ui: React.ReactNode) =>
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );

describe('FullScreenLoader', () => {
  it('defaults each progress item to "Loading" / "Please wait..."', () => {
    wrap(
      <FullScreenLoader
        items={[{ id: 1 }, { id: 2, title: 'Scheduling', subtitle: '80 meetings' }]}
      />,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.getByText('Please wait...')).toBeTruthy();
    expect(screen.getByText('Scheduling')).toBeTruthy();
    expect(screen.getByText('80 meetings')).toBeTruthy();
  });
});

describe('ErrorScreen', () => {
  it('prefills the support mail with user type, error message and last page', () => {
    storeCredentials({
      user: { id: 'c', type: 'corp', admin: false },
      token: { accessTokenHeader: 'Bearer t', refreshToken: 'r' },
      deviceid: 'd',
      storeSession: true,
    });
    window.history.pushState({}, '', '/corporate/needs');
    wrap(<ErrorScreen error={new Error('boom')} onRetry={() => undefined} />);
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(document.title).toBe('Error · Matchday');
    const href = screen.getByTestId('support-link').getAttribute('href')!;
    const mail = new URL(href);
    expect(mail.searchParams.get('body')).toBe(
      'User type: corp\nError: boom\nLast page: /corporate/needs',
    );
    expect(screen.getByRole('button', { name: 'Go to the previous page and reload' })).toBeTruthy();
  });

  it('offers the main page and reload when already on the main page', () => {
    clearCredentials();
    window.history.pushState({}, '', '/');
    wrap(<ErrorScreen error="bad" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Go to the main page and reload' })).toBeTruthy();
  });
});

describe('NotFound', () => {
  it('names itself in the tab', () => {
    wrap(<NotFound />);
    expect(document.title).toBe('Page not found · Matchday');
  });
});
