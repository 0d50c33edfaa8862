import { Alert, Box, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  linkProblemOf,
  type FollowUpCheckAnswer,
  type FollowUpLinkKind,
  type FollowUpLinkView,
  type LinkProblem,
  type LinkRatingAnswer,
  type LinkReportAnswer,
} from '@matchday/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Brand } from '../../../../components/Brand.tsx';
import { ApiError, postJson } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { errorsFromApi } from '../../../../lib/form-errors.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { FollowUpForm } from '../forms/FollowUpForm.tsx';
import { RatingForm } from '../forms/RatingForm.tsx';

type Check =
  | { state: 'checking' }
  | { state: 'valid'; link: FollowUpLinkView }
  | { state: 'dead'; reason: LinkProblem; message: string }
  | { state: 'unreachable'; message: string }
  | { state: 'done' };

const HINTS: Record<LinkProblem, string> = {
  USED: 'Someone of your team has already answered with this link.',
  ANSWERED: 'Your team has already answered for this meeting.',
  EXPIRED: 'Links from our mails work for 30 days.',
  INVALID: 'Check that the whole link was copied from the mail.',
};

/** Which of the server's 400s a link got: the reason its error names. */
function reasonOf(error: ApiError): LinkProblem {
  return linkProblemOf(error.reason);
}

/**
 * `/token/feedback/:token` and `/token/followup/:token` (SPEC §2 token routes): the rating or
 * follow-up form of one meeting, without signing in. The link is checked on load; a used,
 * answered or expired link says so and offers sign-in, where the same form is on the event's
 * Follow-up page.
 */
export function FollowUpLinkScreen(props: { kind: FollowUpLinkKind }) {
  const { token = '' } = useParams();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  usePageTitle(props.kind === 'feedback' ? 'Rate your meeting' : 'Report the follow-up');

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    postJson<FollowUpCheckAnswer>('/api/followup/checklink', { kind: props.kind, token })
      .then((link) => live && setCheck({ state: 'valid', link }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 400) {
          setCheck({ state: 'dead', reason: reasonOf(error), message: error.message });
        } else {
          setCheck({
            state: 'unreachable',
            message: error instanceof Error ? error.message : 'The server could not be reached',
          });
        }
      });
    return () => {
      live = false;
    };
  }, [props.kind, token, attempt]);
  const load = () => {
    setCheck({ state: 'checking' });
    setAttempt((n) => n + 1);
  };

  const title = props.kind === 'feedback' ? 'How was your meeting?' : 'What came of your meeting?';
  return (
    <Stack component="main" align="center" gap="md" p="md" pt={{ base: 'md', sm: 'xl' }} mih="70vh">
      <Box w="100%" maw={560} data-testid="link-brand">
        <Brand />
      </Box>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} w="100%" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
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
                <Button size="xs" onClick={load}>
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
                  {HINTS[check.reason]}{' '}
                  {check.reason === 'USED' || check.reason === 'ANSWERED'
                    ? 'Sign in to see the answer on the event’s Follow-up page.'
                    : 'You can still sign in and answer on the event’s Follow-up page.'}
                </Text>
                <Button component={RouterLink} to="/#sign-in" size="xs">
                  Sign in instead
                </Button>
              </Stack>
            </Alert>
          )}
          {check.state === 'done' && (
            <Alert color="teal" variant="light" role="status" title="Thank you!">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  Your answer is saved for your team. The organisers use it to plan the follow-up.
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
                <strong>{check.link.companyName}</strong> met{' '}
                <strong>{check.link.counterpartName}</strong> at {check.link.eventName}
                {check.link.startsAt &&
                  ` on ${formatDateTime(check.link.startsAt, { timeZone: check.link.timezone })}`}
                .
              </Text>
              {props.kind === 'feedback' ? (
                <RatingForm
                  counterpart={check.link.counterpartName}
                  onSubmit={async (values) => {
                    try {
                      await postJson<LinkRatingAnswer>('/api/followup/rate', { token, ...values });
                      setCheck({ state: 'done' });
                      return null;
                    } catch (error) {
                      return errorsFromApi(error);
                    }
                  }}
                />
              ) : (
                <FollowUpForm
                  counterpart={check.link.counterpartName}
                  onSubmit={async (values) => {
                    try {
                      await postJson<LinkReportAnswer>('/api/followup/report', {
                        token,
                        ...values,
                      });
                      setCheck({ state: 'done' });
                      return null;
                    } catch (error) {
                      return errorsFromApi(error);
                    }
                  }}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function FeedbackLinkScreen() {
  return <FollowUpLinkScreen kind="feedback" />;
}

export function FollowUpRequestScreen() {
  return <FollowUpLinkScreen kind="followup" />;
}
