import type { OnboardingStep } from '@matchday/shared';
import type { ComponentType } from 'react';
import { BasicsStep } from './BasicsStep.tsx';
import { BusinessStep } from './BusinessStep.tsx';
import { IncubatorStep } from './IncubatorStep.tsx';
import { MarketsStep } from './MarketsStep.tsx';
import { MediaStep } from './MediaStep.tsx';
import { PitchStep } from './PitchStep.tsx';
import type { StepProps } from './step-props.ts';
import { TeamStep } from './TeamStep.tsx';

/** Label (stepper), title and one line of help per wizard step. */
export const STEPS: Record<
  OnboardingStep,
  { label: string; title: string; intro: string; Component: ComponentType<StepProps> }
> = {
  BASICS: {
    label: 'Company',
    title: 'Company basics',
    intro: 'Who you are and where you are based.',
    Component: BasicsStep,
  },
  BUSINESS: {
    label: 'Business',
    title: 'What you do',
    intro: 'Corporates match their innovation needs against this.',
    Component: BusinessStep,
  },
  INCUBATOR: {
    label: 'Incubator',
    title: 'Incubator',
    intro:
      'Are you part of an incubator programme, now or before? Incubators can follow and help their startups on Matchday.',
    Component: IncubatorStep,
  },
  MARKETS: {
    label: 'Markets',
    title: 'Interested countries',
    intro: 'Events restricted to countries are suggested where you want to grow.',
    Component: MarketsStep,
  },
  PITCH: {
    label: 'Pitch',
    title: 'Your pitch',
    intro: 'The one-line pitch is the first thing a corporate reads.',
    Component: PitchStep,
  },
  MEDIA: {
    label: 'Media',
    title: 'Logo and pitch deck',
    intro: 'Both are optional, but profiles with a logo and a deck get picked more often.',
    Component: MediaStep,
  },
  TEAM: {
    label: 'Team',
    title: 'Your team',
    intro: 'Colleagues can join meetings and keep the profile up to date.',
    Component: TeamStep,
  },
};
