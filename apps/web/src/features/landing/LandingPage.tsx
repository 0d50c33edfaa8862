import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Audiences } from './Audiences.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { SignInRegion } from './SignInRegion.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** `/`: what the programme offers, its upcoming events, how matchmaking works, and sign-in. */
export function LandingPage({ signIn }: { signIn: ReactNode }) {
  return (
    <Box component="main">
      <Hero />
      <UpcomingEvents />
      <Audiences />
      <HowItWorks />
      <SignInRegion>{signIn}</SignInRegion>
    </Box>
  );
}
