import {
  Alert,
  Blockquote,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  linkProblemOf,
  type LinkProblem,
  type PairingAnswer,
  type PairingCheckAnswer,
  type PairingLinkView,
} from '@matchday/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, postJson } from '../../../../lib/api.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';

type Check =
  | { state: 'checking' }
  | { state: 'valid'; link: PairingLinkView; error?: string }
  | { state: 'dead'; reason: LinkProblem; message: string }
  | { state: 'unreachable'; message: string }
  | { state: 'done'; accepted: boolean; link: PairingLinkView };

const HINTS: Record<LinkProblem, string> = {
  USED: 'Someone of your team has already answered with a link from this request’s mail.',
  ANSWERED: 'Your team has already answered this request.',
  EXPIRED: 'Requests can be answered until the selection closes.',
  INVALID: 'Check that the whole link was copied from the mail.',
};

/** Which of the server's 400s a link got: the reason its error names. */
function reasonOf(error: ApiError): LinkProblem {
  return linkProblemOf(error.reason);
}

/**
 * `/token/pairing/:token` (SPEC §2 token routes; PRODUCT.md): a corporate person accepts or
 * declines a startup's meeting request from the mail, without signing in. The link is checked
 * on load; a used, answered or expired link says so and offers sign-in, where the same request
 * is on the event's Requests page.
 */
export function PairingLinkScreen() {
  const { token = '' } = useParams();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePageTitle('Answer a meeting request');

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      setCheck({ state: 'dead', reason: reasonOf(error), message: error.message });
    } else {
      setCheck({
        state: 'unreachable',
        message: error instanceof Error ? error.message : 'The server could not be reached',
      });
    }
  };

  useEffect(() => {
    let live = true;
    postJson<PairingCheckAnswer>('/api/pairing/checklink', { token })
      .then((link) => live && setCheck({ state: 'valid', link }))
      .catch((error: unknown) => live && fail(error));
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const answer = async (link: PairingLinkView, accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      await postJson<PairingAnswer>('/api/pairing/answer', { token, accept });
      setCheck({ state: 'done', accepted: accept, link });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Center mih="70vh" p="md" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            A startup asks to meet you
          </Title>
          {check.state === 'checking' && (
            <Stack align="center" py="lg" aria-busy="true">
              <Loader aria-label="Checking the link" />
            </Stack>
          )}
          {check.state === 'unreachable' && (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              title="The link could not be checked"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{check.message}</Text>
                <Button
                  size="xs"
                  onClick={() => {
                    setCheck({ state: 'checking' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
          {check.state === 'dead' && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={check.message}
              data-testid="link-not-valid"
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {HINTS[check.reason]} Sign in to see the request on the event’s Requests page.
                </Text>
                <Button component={RouterLink} to="/#sign-in" size="xs">
                  Sign in instead
                </Button>
              </Stack>
            </Alert>
          )}
          {check.state === 'done' && (
            <Alert
              color={check.accepted ? 'teal' : 'gray'}
              variant="light"
              role="status"
              title={check.accepted ? 'Request accepted' : 'Request declined'}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {check.accepted
                    ? `${check.link.startupName} is told, and the meeting will be placed in the schedule of ${check.link.eventName}.`
                    : `${check.link.startupName} is told that ${check.link.corporateName} declined.`}
                </Text>
                <Button component={RouterLink} to="/#sign-in" size="xs" variant="default">
                  Sign in to Matchday
                </Button>
              </Stack>
            </Alert>
          )}
          {check.state === 'valid' && (
            <>
              <Text>
                <strong>{check.link.startupName}</strong> asks to meet{' '}
                <strong>{check.link.corporateName}</strong> at {check.link.eventName}
                {check.link.needTitle && <> about your need “{check.link.needTitle}”</>}.
              </Text>
              <Blockquote p="sm" color="gray">
                {check.link.message}
              </Blockquote>
              <Group>
                <Button
                  loading={busy === 'accept'}
                  disabled={busy !== null}
                  onClick={() => void answer(check.link, true)}
                >
                  Accept the meeting
                </Button>
                <Button
                  variant="default"
                  loading={busy === 'decline'}
                  disabled={busy !== null}
                  onClick={() => void answer(check.link, false)}
                >
                  Decline
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
