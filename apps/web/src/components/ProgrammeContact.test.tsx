import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithProgrammeContact } from './ProgrammeContact.tsx';

describe('WithProgrammeContact', () => {
  it('makes "Contact the programme" a mail link to the support address, the rest plain text', () => {
    render(
      <MantineProvider>
        <p>
          <WithProgrammeContact
            text="Not on the list. Contact the programme if that is a mistake."
            subject="About Nordic Day"
          />
        </p>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact the programme' });
    expect(link.getAttribute('href')).toMatch(/^mailto:[^?]+\?subject=About%20Nordic%20Day$/);
    expect(link.closest('p')!.textContent).toBe(
      'Not on the list. Contact the programme if that is a mistake.',
    );
  });

  it('leaves a sentence without the phrase as it is', () => {
    render(
      <MantineProvider>
        <p data-testid="p">
          <WithProgrammeContact text="Events appear here." />
        </p>
      </MantineProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('p').textContent).toBe('Events appear here.');
  });
});
