import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  EventBookingDocument,
  SetBookingSettingsDocument,
  type BookingRequestMode,
  type BookingSettingsFieldsFragment,
  type SchedulingMode,
} from '../../../../../gql/admin.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../../../lib/form-errors.ts';
import { defineMessages, useT } from '../../../../../lib/messages.ts';
import { instantToZoned, zonedToInstant } from '../../../lib/zoned-time.ts';

const m = defineMessages({
  title: { id: 'bookingSettings.title', defaultMessage: 'Who places the meetings' },
  ORGANISER: { id: 'bookingSettings.mode.organiser', defaultMessage: 'Organisers' },
  PARTICIPANTS: { id: 'bookingSettings.mode.participants', defaultMessage: 'Participants book' },
  HYBRID: { id: 'bookingSettings.mode.hybrid', defaultMessage: 'Both (organisers first)' },
  modeLabel: { id: 'bookingSettings.modeLabel', defaultMessage: 'Scheduling mode' },
  organiserHint: {
    id: 'bookingSettings.organiserHint',
    defaultMessage: 'You generate and publish the schedule; participants do not book.',
  },
  bookingHint: {
    id: 'bookingSettings.bookingHint',
    defaultMessage:
      'Participants request meetings at times both are free; booked meetings are pinned on the schedule below.',
  },
  opensAt: { id: 'bookingSettings.opensAt', defaultMessage: 'Booking opens' },
  closesAt: { id: 'bookingSettings.closesAt', defaultMessage: 'Booking closes' },
  windowHint: {
    id: 'bookingSettings.windowHint',
    defaultMessage: 'In {zone}; empty: open now / until the event',
  },
  maxMeetings: {
    id: 'bookingSettings.maxMeetings',
    defaultMessage: 'Most meetings per participant',
  },
  maxHint: {
    id: 'bookingSettings.maxHint',
    defaultMessage: 'Empty: as many as the event has slots',
  },
  expiry: { id: 'bookingSettings.expiry', defaultMessage: 'Requests expire after (minutes)' },
  expiryHint: { id: 'bookingSettings.expiryHint', defaultMessage: '15 minutes to 10 days (14400)' },
  requestMode: { id: 'bookingSettings.requestMode', defaultMessage: 'A request is' },
  APPROVAL: { id: 'bookingSettings.approval', defaultMessage: 'Answered by the counterpart' },
  AUTOMATIC: { id: 'bookingSettings.automatic', defaultMessage: 'Booked at once' },
  save: { id: 'bookingSettings.save', defaultMessage: 'Save' },
  saved: { id: 'bookingSettings.saved', defaultMessage: 'Saved' },
  failed: {
    id: 'bookingSettings.failed',
    defaultMessage: 'The booking settings could not be loaded',
  },
});

const MODES: SchedulingMode[] = ['ORGANISER', 'PARTICIPANTS', 'HYBRID'];

/**
 * The organisers' choice of how an event is scheduled (issue 34): by them, by participants, or
 * both; the booking window in the event's zone, the cap, the request expiry and whether a request
 * is booked at once. The server's validation messages stand next to their fields.
 */
export function BookingSettingsCard(props: { eventId: string }) {
  const t = useT();
  const { data, error } = useQuery(EventBookingDocument, { variables: { eventId: props.eventId } });
  if (error && !data) {
    return (
      <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
        {error.message}
      </Alert>
    );
  }
  const event = data?.event;
  if (!event) return <Skeleton h={90} radius="md" />;
  return <SettingsForm eventId={props.eventId} zone={event.timezone} saved={event.booking} />;
}

function SettingsForm(props: {
  eventId: string;
  zone: string;
  saved: BookingSettingsFieldsFragment;
}) {
  const t = useT();
  const { zone, saved } = props;
  const [mode, setMode] = useState<SchedulingMode>(saved.schedulingMode);
  const [opensAt, setOpensAt] = useState(instantToZoned(saved.opensAt as string | null, zone));
  const [closesAt, setClosesAt] = useState(instantToZoned(saved.closesAt as string | null, zone));
  const [max, setMax] = useState<number | string>(saved.maxMeetings ?? '');
  const [expiry, setExpiry] = useState<number | string>(saved.expiryMinutes);
  const [requestMode, setRequestMode] = useState<BookingRequestMode>(saved.requestMode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [save, { loading }] = useMutation(SetBookingSettingsDocument);
  const booking = mode !== 'ORGANISER';
  const instant = (v: string) => (v ? zonedToInstant(v, zone) || v : null);

  const submit = () => {
    setErrors({});
    setDone(false);
    save({
      variables: {
        eventId: props.eventId,
        input: {
          schedulingMode: mode,
          opensAt: instant(opensAt),
          closesAt: instant(closesAt),
          maxMeetings: max === '' ? null : Number(max),
          expiryMinutes: expiry === '' ? null : Number(expiry),
          requestMode,
        },
      },
    })
      .then(() => setDone(true))
      .catch((e: unknown) => setErrors(errorsFromGraphQL(e)));
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-settings">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="scheduling-mode">
            {t(m.modeLabel)}
          </Text>
          <SegmentedControl
            aria-labelledby="scheduling-mode"
            value={mode}
            onChange={(v) => setMode(v as SchedulingMode)}
            data={MODES.map((v) => ({ value: v, label: t(m[v]) }))}
            fullWidth
          />
          <Text size="xs" c={errors.schedulingMode ? 'red' : 'dimmed'}>
            {errors.schedulingMode ?? t(booking ? m.bookingHint : m.organiserHint)}
          </Text>
        </Stack>
        {booking && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t(m.opensAt)}
              description={t(m.windowHint, { zone })}
              value={opensAt}
              onChange={(e) => setOpensAt(e.currentTarget.value)}
              error={errors.opensAt}
            />
            <TextInput
              type="datetime-local"
              label={t(m.closesAt)}
              description={t(m.windowHint, { zone })}
              value={closesAt}
              onChange={(e) => setClosesAt(e.currentTarget.value)}
              error={errors.closesAt}
            />
            <NumberInput
              label={t(m.maxMeetings)}
              description={t(m.maxHint)}
              value={max}
              onChange={setMax}
              allowDecimal={false}
              error={errors.maxMeetings}
            />
            <NumberInput
              label={t(m.expiry)}
              description={t(m.expiryHint)}
              value={expiry}
              onChange={setExpiry}
              allowDecimal={false}
              error={errors.expiryMinutes}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="request-mode">
                {t(m.requestMode)}
              </Text>
              <SegmentedControl
                aria-labelledby="request-mode"
                value={requestMode}
                onChange={(v) => setRequestMode(v as BookingRequestMode)}
                data={(['APPROVAL', 'AUTOMATIC'] as const).map((v) => ({
                  value: v,
                  label: t(m[v]),
                }))}
              />
              {errors.requestMode && (
                <Text size="xs" c="red">
                  {errors.requestMode}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={submit} loading={loading}>
            {t(m.save)}
          </Button>
          <Text size="sm" c="teal" aria-live="polite">
            {done ? t(m.saved) : ''}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
