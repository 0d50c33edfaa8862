import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { pairingRequestInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useRequestPairing } from '../../hooks/useRequestPairing.ts';
import { pendingText } from '../../lib/words.ts';

const MESSAGE_MAX = 1000;

/**
 * Ask an approved corporate of the event for a meeting, optionally about one of its published
 * needs, with a message. Shows how many requests are pending of the per-event limit and stops
 * at the limit (the server refuses beyond it too).
 */
export function PairingForm(props: {
  eventId: string;
  corporates: readonly { id: string; name: string }[];
  needs: readonly { id: string; title: string; corporateId: string | null }[];
  /** Corporates with a pending request from the own startup. */
  pendingWith: readonly string[];
  limit: number;
  closedReason?: string | null;
  initial?: { corporateId?: string | null; needId?: string | null };
  onSent: (text: string) => void;
}) {
  const known = (id?: string | null) => props.corporates.some((c) => c.id === id);
  const [corporateId, setCorporateId] = useState<string | null>(
    known(props.initial?.corporateId) ? props.initial!.corporateId! : null,
  );
  const [needId, setNeedId] = useState<string | null>(
    props.needs.some((n) => n.id === props.initial?.needId && n.corporateId === corporateId)
      ? props.initial!.needId!
      : null,
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [request, { loading }] = useRequestPairing();
  const pending = props.pendingWith.length;
  const full = pending >= props.limit;
  const blocked = full || !!props.closedReason;
  const needsOf = props.needs.filter((n) => n.corporateId === corporateId);
  const already = !!corporateId && props.pendingWith.includes(corporateId);
  const corpName = props.corporates.find((c) => c.id === corporateId)?.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = pairingRequestInput.safeParse({
      corporateId: corporateId ?? '',
      needId,
      message,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await request({ variables: { eventId: props.eventId, input: parsed.data } });
      setMessage('');
      setNeedId(null);
      setCorporateId(null);
      props.onSent(
        `Your request is on its way to ${corpName ?? 'the corporate'}: they are told by e-mail, and so are you when they answer.`,
      );
    } catch (err) {
      setErrors(errorsFromGraphQL(err));
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="pairing-form-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h4" id="pairing-form-title">
                Ask a corporate for a meeting
              </Title>
              <Text size="sm" c="dimmed">
                The corporate accepts or declines; accepted meetings go to the schedule.
              </Text>
            </div>
            <Stack gap={4} w={{ base: '100%', xs: 180 }} data-testid="pending-counter">
              <Text
                size="sm"
                fw={600}
                c={full ? 'red.7' : undefined}
                ta={{ base: 'left', xs: 'right' }}
              >
                {pendingText(pending, props.limit)}
              </Text>
              <Progress
                value={(pending / props.limit) * 100}
                color={full ? 'red' : 'matchday'}
                size="sm"
                radius="xl"
                aria-label={`${pending} of at most ${props.limit} pending requests`}
              />
            </Stack>
          </Group>
          {props.closedReason ? (
            <Alert color="gray" variant="light" title={props.closedReason}>
              Pairing requests are taken only while the selection is open.
            </Alert>
          ) : full ? (
            <Alert color="amber" variant="light" title={`You have ${props.limit} requests waiting`}>
              Wait for answers before asking more corporates: at most {props.limit} requests may be
              pending per event.
            </Alert>
          ) : null}
          <Stack gap="md" maw={720}>
            <Select
              label="Corporate"
              placeholder={
                props.corporates.length ? 'Choose a corporate' : 'No corporates at this event yet'
              }
              required
              searchable
              nothingFoundMessage="No corporate by that name"
              data={props.corporates.map((c) => ({ value: c.id, label: c.name }))}
              value={corporateId}
              error={errors.corporateId}
              disabled={blocked || !props.corporates.length}
              onChange={(v) => {
                setCorporateId(v);
                setNeedId(null);
                setErrors(({ corporateId: _c, needId: _n, ...rest }) => rest);
              }}
            />
            {already && (
              <Text size="sm" c="amber.9" role="status">
                You already have a request waiting with {corpName}. Sending again keeps that one.
              </Text>
            )}
            <Select
              label="About which need (optional)"
              placeholder={
                !corporateId
                  ? 'Choose a corporate first'
                  : needsOf.length
                    ? 'No particular need'
                    : 'This corporate has no published needs'
              }
              clearable
              data={needsOf.map((n) => ({ value: n.id, label: n.title }))}
              value={needId}
              error={errors.needId}
              disabled={blocked || !needsOf.length}
              onChange={setNeedId}
            />
            <Textarea
              label="Message"
              description="Why meet: what you do for them, a result or a customer they know."
              required
              autosize
              minRows={4}
              maxLength={MESSAGE_MAX}
              value={message}
              error={errors.message}
              disabled={blocked}
              onChange={(e) => {
                setMessage(e.currentTarget.value);
                setErrors(({ message: _m, ...rest }) => rest);
              }}
            />
            {errors[''] && (
              <Alert color="red" variant="light" role="alert" title="Not sent">
                {errors['']}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {message.length} / {MESSAGE_MAX}
              </Text>
              <Button type="submit" loading={loading} disabled={blocked}>
                Send request
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
