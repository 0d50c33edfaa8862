import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CURRENT_TERMS_VERSION, LEGAL_DOCUMENTS } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CompleteFirstStepDocument } from '../../../gql/startup.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { credentialsStore, storeCredentials, useSessionUser } from '../../../lib/session.ts';
import { WaitingTask } from './WaitingTask.tsx';

/**
 * The short first step of a person who came through a mailed link before onboarding: their
 * name and the terms, with a line saying what waits; then straight to the link's target. The
 * company profile is asked for later (the home page lists it as a pending action).
 */
export function FirstStepScreen({ target }: { target: string }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [name, setName] = useState(user?.name ?? '');
  const [terms, setTerms] = useState(!!user?.hasAcceptedTerms);
  const [errors, setErrors] = useState<{ name?: string; terms?: string }>({});
  const [complete, { loading, error }] = useMutation(CompleteFirstStepDocument);
  usePageTitle('Before you continue');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: 'Enter your name' }),
      ...(terms ? {} : { terms: 'Accept the terms to continue' }),
    };
    setErrors(found);
    if (found.name || found.terms) return;
    const { data } = await complete({
      variables: { name: name.trim(), termsVersion: CURRENT_TERMS_VERSION, next: target },
    });
    const answer = data?.completeFirstStep;
    if (!answer) return;
    const current = credentialsStore.get();
    if (current) {
      storeCredentials({
        ...current,
        user: { ...current.user, name: answer.me.name, hasAcceptedTerms: true },
      });
    }
    navigate(answer.next, { replace: true });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={560} mx="auto" w="100%">
      <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <Stack gap="md">
          <Title order={1} size="h3">
            One step before you continue
          </Title>
          <WaitingTask target={target} />
          <Text size="sm" c="dimmed">
            Tell us your name and accept the terms. Your company profile can wait: the overview
            reminds you of it later.
          </Text>
          <TextInput
            label="Your name"
            required
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
          />
          <Checkbox
            checked={terms}
            error={errors.terms}
            onChange={(e) => {
              setTerms(e.currentTarget.checked);
              if (errors.terms) setErrors({ ...errors, terms: undefined });
            }}
            label={
              <>
                I accept the{' '}
                <Anchor href={LEGAL_DOCUMENTS.terms.path} target="_blank" rel="noopener noreferrer">
                  {LEGAL_DOCUMENTS.terms.title}
                </Anchor>{' '}
                and the{' '}
                <Anchor
                  href={LEGAL_DOCUMENTS.privacy.path}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {LEGAL_DOCUMENTS.privacy.title}
                </Anchor>
              </>
            }
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error.message}
            </Alert>
          )}
          <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
