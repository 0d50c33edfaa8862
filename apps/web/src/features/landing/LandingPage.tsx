import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Audiences } from './Audiences.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { SignInRegion } from './SignInRegion.tsx';

/** `/`: what the programme offers, how matchmaking works, and where sign-in lives. */
export function LandingPage({ signIn }: { signIn: ReactNode }) {
  return (
    <Box component="main">
      <Hero />
      <Audiences />
      <HowItWorks />
      <SignInRegion>{signIn}</SignInRegion>
    </Box>
  );
}
