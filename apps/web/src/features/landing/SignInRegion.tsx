import { Box, Paper } from '@mantine/core';
import { Container } from '../../components/layout/Grid.tsx';

/**
 * Where sign-in lives on `/`; the identity feature renders its forms here, headed by a title
 * for what it shows (id "sign-in-title": sign-in, registration, a forgotten password…).
 */
export function SignInRegion({ children }: { children: React.ReactNode }) {
  return (
    <Box component="section" id="sign-in" aria-labelledby="sign-in-title">
      <Container py={{ base: 48, sm: 72 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto" radius="lg">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
