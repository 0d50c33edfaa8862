import { Alert, Anchor, Button, List, Modal, Stack, Text } from '@mantine/core';
import { CURRENT_TERMS_VERSION, LEGAL_DOCUMENTS } from '@matchday/shared';
import {
  credentialsStore,
  storeCredentials,
  useSessionUser,
  type SessionUser,
} from '../../../lib/session.ts';
import { useLocation } from 'react-router';
import { FIRST_STEP_PATH, firstStepTarget } from '../first-step.ts';
import { useAcceptTerms } from '../hooks/useAcceptTerms.ts';

/** SPEC §2: shown when the user has an email, or is admin, or is onboarded, and has not accepted terms. */
export function mustAcceptTerms(user: SessionUser | null) {
  return !!user && (!!user.email || user.admin || !!user.onboarded) && !user.hasAcceptedTerms;
}

export function LegalTermsModal() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [accept, { loading, error }] = useAcceptTerms();
  if (!mustAcceptTerms(user)) return null;
  // The first step of a mailed link asks for the terms itself, on the page.
  if (pathname === FIRST_STEP_PATH && firstStepTarget(search) && !user?.onboarded) return null;

  const onAccept = async () => {
    await accept({ variables: { version: CURRENT_TERMS_VERSION } });
    const current = credentialsStore.get();
    if (current)
      storeCredentials({ ...current, user: { ...current.user, hasAcceptedTerms: true } });
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Terms of use"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          Before you continue, please read and accept our terms. They are short.
        </Text>
        <List size="sm">
          {[LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.privacy].map((doc) => (
            <List.Item key={doc.path}>
              <Anchor href={doc.path} target="_blank" rel="noopener noreferrer">
                {doc.title} (2024)
              </Anchor>
            </List.Item>
          ))}
        </List>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Button
          onClick={() => void onAccept().catch(() => undefined)}
          loading={loading}
          data-testid="accept-terms"
        >
          I accept the terms
        </Button>
      </Stack>
    </Modal>
  );
}
