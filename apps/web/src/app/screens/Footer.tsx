import { Anchor, Box, Group, Text } from '@mantine/core';
import { LEGAL_DOCUMENTS, PRODUCT_NAME } from '@matchday/shared';
import { useSessionUser } from '../../lib/session.ts';
import { Container } from '../../components/layout/Grid.tsx';

/** © current year and the three legal PDFs; hidden for admins (SPEC §1). */
export function Footer() {
  const user = useSessionUser();
  if (user?.admin) return null;
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="copyright">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Text>
          <Group gap="md" component="nav" aria-label="Legal">
            {Object.values(LEGAL_DOCUMENTS).map((doc) => (
              <Anchor
                key={doc.path}
                href={doc.path}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="dimmed"
              >
                {doc.title}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
