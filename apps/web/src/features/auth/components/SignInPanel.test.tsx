import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SignInPanel } from './SignInPanel.tsx';

/* The sign-in panel's titles, errors and modes. */

function renderPanel(path = '/') {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <SignInPanel />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('registration', () => {
  it('is titled for what it is, and says each problem once, in words', async () => {
    renderPanel();
    expect(heading()).toHaveProperty('textContent', 'Sign in');
    fireEvent.click(screen.getByRole('button', { name: 'Register your company' }));
    await screen.findByRole('button', { name: 'Register' });
    expect(heading()).toHaveProperty('textContent', 'Register your startup');

    type(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Enter the company name');
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/Too small|expected string|Invalid input/);
    expect(body.split('Password must be at least 8 characters')).toHaveLength(2);
    expect(screen.getByText('Enter the name')).toBeTruthy();
  });

  it('clears a message as soon as its field is right', async () => {
    renderPanel('/#register');
    await screen.findByRole('button', { name: 'Register' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Enter the company name');
    type(/Company name/, 'Nimbus Labs AB');
    await waitFor(() => expect(screen.queryByText('Enter the company name')).toBeNull());
    type(/^Password/, 'short');
    await screen.findAllByText('Password must be at least 8 characters');
    type(/^Password/, 'a long enough passphrase');
    await waitFor(() =>
      expect(screen.queryByText('Password must be at least 8 characters')).toBeNull(),
    );
    // The other fields still say what they need.
    expect(screen.getByText('Enter the name')).toBeTruthy();
  });
});

describe('sign-in modes', () => {
  it('opens registration from /#register (Get started)', async () => {
    renderPanel('/#register');
    await screen.findByRole('button', { name: 'Register' });
    expect(heading()).toHaveProperty('textContent', 'Register your startup');
  });

  it('does not carry a sign-in error over to the administrator sign-in', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('sign-in-error');
    fireEvent.click(screen.getByRole('button', { name: 'Administrator sign-in' }));
    expect(heading()).toHaveProperty('textContent', 'Administrator sign-in');
    expect(screen.queryByTestId('sign-in-error')).toBeNull();
  });
});
