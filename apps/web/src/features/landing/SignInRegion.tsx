import { Box, Paper, Title } from '@mantine/core';
import { Container } from '../../components/layout/Grid.tsx';

/** Where sign-in lives on `/`; the identity feature renders its forms here. */
export function SignInRegion({ children }: { children: React.ReactNode }) {
  return (
    <Box component="section" id="sign-in" aria-labelledby="sign-in-title">
      <Container py={{ base: 48, sm: 72 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto" radius="lg">
          <Title id="sign-in-title" order={2} size="h3" mb="xs">
            Sign in
          </Title>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
