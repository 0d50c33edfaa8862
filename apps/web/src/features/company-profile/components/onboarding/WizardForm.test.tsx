import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyCompanyQuery } from '../../../../gql/startup.ts';
import { DEFAULT_OPTIONS } from '../../../../lib/apollo.ts';
import { WizardForm } from './WizardForm.tsx';

/** A complete profile as the demo seed makes it: every field saved, no wizard step recorded. */
const complete = {
  id: 'c1',
  type: 'startup',
  name: 'Northwind Robotics AB',
  organisationNumber: null,
  website: null,
  country: 'SE',
  countryName: 'Sweden',
  city: 'Stockholm',
  foundedYear: 2021,
  sizeBand: '10-49',
  description: 'Autonomous robots that pick and sort parcels.',
  industries: ['Logistics and transport'],
  technologies: [],
  stage: 'PILOT',
  incubator: 'STING',
  incubatorName: 'STING',
  incubatorStatus: 'In an incubator',
  incubatorOther: null,
  interestedCountries: ['EUROPE'],
  pitchShort: 'Warehouse robots',
  pitchLong: null,
  logoFileId: null,
  logoUrl: null,
  logoThumbnailUrl: null,
  deckFileId: null,
  deckUrl: null,
  sector: null,
  publicBody: false,
  activityStatus: 'ACTIVE',
  onboardingStep: null,
  onboardingSteps: [],
  missingFields: [],
  onboarded: true,
} satisfies MyCompanyQuery['myCompany'];

function renderWizard(company: MyCompanyQuery['myCompany'], editing: boolean) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([]),
    defaultOptions: DEFAULT_OPTIONS,
  });
  render(
    <MantineProvider>
      <ApolloProvider client={client}>
        <WizardForm company={company} editing={editing} onDone={() => undefined} />
      </ApolloProvider>
    </MantineProvider>,
  );
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const step = (name: RegExp) => screen.getByRole('button', { name });

describe('editing a completed profile', () => {
  it('opens any step by clicking it in the stepper, e.g. Media, without saving the ones before', () => {
    renderWizard(complete, true);
    expect(title()).toBe('Company basics');
    fireEvent.click(step(/^Step 6: Media/));
    expect(title()).toBe('Logo and pitch deck');
    fireEvent.click(step(/^Step 4: Markets/));
    expect(title()).toBe('Interested countries');
    fireEvent.click(step(/^Step 7: Team/));
    expect(title()).toBe('Your team');
  });

  it('a new profile still opens only up to the step after the last one saved', () => {
    renderWizard(
      {
        ...complete,
        onboarded: false,
        missingFields: ['pitchShort'],
        onboardingStep: 'INCUBATOR',
        onboardingSteps: ['BASICS', 'BUSINESS'],
      },
      false,
    );
    expect(title()).toBe('Incubator');
    fireEvent.click(step(/^Step 6: Media/));
    expect(title()).toBe('Incubator');
    fireEvent.click(step(/^Step 1: Company/));
    expect(title()).toBe('Company basics');
  });
});
