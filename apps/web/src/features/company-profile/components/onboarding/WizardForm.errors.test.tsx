import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyCompanyQuery } from '../../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { WizardForm } from './WizardForm.tsx';

/** A new startup whose basics are saved: the wizard opens at step 2 (what the startup does). */
const fresh = {
  id: 'c2',
  type: 'startup',
  name: 'Nimbus Labs AB',
  organisationNumber: null,
  website: null,
  country: 'SE',
  countryName: 'Sweden',
  city: 'Uppsala',
  foundedYear: null,
  sizeBand: '1-9',
  description: null,
  industries: [],
  technologies: [],
  stage: null,
  incubator: null,
  incubatorName: null,
  incubatorStatus: null,
  incubatorOther: null,
  interestedCountries: [],
  pitchShort: null,
  pitchLong: null,
  logoFileId: null,
  logoUrl: null,
  logoThumbnailUrl: null,
  deckFileId: null,
  deckUrl: null,
  sector: null,
  publicBody: false,
  activityStatus: 'PENDING',
  onboardingStep: 'BUSINESS',
  onboardingSteps: ['BASICS'],
  missingFields: ['description', 'industries', 'stage', 'incubatorStatus', 'pitchShort'],
  onboarded: false,
} satisfies MyCompanyQuery['myCompany'];

// The autosizing description listens for fonts loading; jsdom has no document.fonts.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

describe('onboarding step 2 (an error goes once its field is fixed)', () => {
  it('clears a message as soon as its field is right, keeping the others', async () => {
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new MockLink([]),
      defaultOptions: DEFAULT_OPTIONS,
    });
    render(
      <MantineProvider>
        <ApolloProvider client={client}>
          <WizardForm company={fresh} editing={false} onDone={() => undefined} />
        </ApolloProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Enter a description');
    expect(screen.getByText('Choose at least one industry')).toBeTruthy();
    expect(screen.getByText('Choose a stage')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/What does your company do/), {
      target: { value: 'Weather data for solar farms.' },
    });
    await waitFor(() => expect(screen.queryByText('Enter a description')).toBeNull());
    expect(screen.getByText('Choose at least one industry')).toBeTruthy();
    expect(screen.getByText('Choose a stage')).toBeTruthy();

    // Emptied again, the field says so again.
    fireEvent.change(screen.getByLabelText(/What does your company do/), {
      target: { value: '   ' },
    });
    await screen.findByText('Enter a description');
  });
});
