import { useQuery } from '@apollo/client/react';
import { Alert, Card, Group, Image, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { MyCheckInDocument } from '../../../../gql/startup.ts';
import { useSetMyReminders } from '../../hooks/useSetMyReminders.ts';

/** The QR image of a code, as a data URL (null while it is drawn). */
function useQrImage(code: string | null | undefined) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return code ? src : null;
}

/**
 * On the agenda: the person's check-in QR code for the event (shown at the desk on arrival) and
 * the reminders switch (a notification or mail before each meeting, the day's meetings at 07:00).
 */
export function DayOfCard(props: { eventId: string }) {
  const { data, loading, error } = useQuery(MyCheckInDocument, {
    variables: { eventId: props.eventId },
  });
  const [setReminders, saving] = useSetMyReminders();
  const [problem, setProblem] = useState<string | null>(null);
  const code = data?.myMeetings[0]?.checkInCode;
  const qr = useQrImage(code);
  const reminders = data?.myReminders;

  if (loading && !data) {
    return <Skeleton h={160} radius="md" aria-label="Loading your check-in code" />;
  }
  if (error && !data) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title="Your check-in code could not be loaded"
      >
        {error.message}
      </Alert>
    );
  }
  if (!code && !reminders) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="day-of">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {code && (
          <Stack gap={4} align="center">
            {qr ? (
              <Image
                src={qr}
                w={180}
                h={180}
                alt="Your check-in QR code: show it at the check-in desk"
                data-testid="check-in-qr"
              />
            ) : (
              <Skeleton w={180} h={180} />
            )}
          </Stack>
        )}
        <Stack gap="xs" style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4">
            On the day
          </Title>
          {code && (
            <Text size="sm">
              Show this QR code at the check-in desk when you arrive: the organisers see you are
              here and tell you where your next meeting is. It is yours alone; do not share it.
            </Text>
          )}
          {reminders && (
            <Switch
              checked={reminders.enabled}
              disabled={saving.loading || reminders.minutes === 0}
              onChange={(e) => {
                setProblem(null);
                setReminders({
                  variables: { eventId: props.eventId, enabled: e.currentTarget.checked },
                }).catch((err: unknown) =>
                  setProblem(err instanceof Error ? err.message : 'Not saved'),
                );
              }}
              label={
                reminders.minutes === 0
                  ? 'The organisers send no reminders for this event'
                  : `Remind me ${reminders.minutes} minutes before each meeting, and send my day’s meetings at 07:00`
              }
            />
          )}
          {problem && (
            <Text size="sm" c="red.7" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
