import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { followUpSettingsInput, plural, SECOND_STAGE_DAYS } from '@matchday/shared';
import { useState } from 'react';
import { SecondStagePreviewDocument } from '../../../../gql/admin.ts';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { useSetSecondStageDays } from '../../hooks/useOrganiserFollowUp.ts';

type Pending = { days: number; mails: number; meetings: number };

/**
 * Organisers set when the second-stage mail goes, in days after the event. The value is checked
 * with the shared schema (the message names the range; nothing is clamped), and a change that
 * would send mails at once says how many and asks first.
 */
export function SecondStage(props: { eventId: string; days: number }) {
  const client = useApolloClient();
  const [days, setDays] = useState<number | string>(props.days);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [save, { loading }] = useSetSecondStageDays();

  const store = async (value: number) => {
    try {
      await save({ variables: { eventId: props.eventId, days: value } });
      setError(null);
      setSaved(true);
      setPending(null);
    } catch (err) {
      const e = errorsFromGraphQL(err);
      setError(e.secondStageDays ?? e[''] ?? 'Could not save');
      setPending(null);
    }
  };

  const check = async () => {
    const parsed = followUpSettingsInput.safeParse({
      secondStageDays: days === '' ? undefined : Number(days),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a number of days');
      return;
    }
    const value = parsed.data.secondStageDays;
    setChecking(true);
    try {
      const { data } = await client.query({
        query: SecondStagePreviewDocument,
        variables: { eventId: props.eventId, days: value },
        fetchPolicy: 'network-only',
      });
      const preview = data?.secondStagePreview;
      if (preview && preview.mails > 0)
        setPending({ days: value, mails: preview.mails, meetings: preview.meetings });
      else await store(value);
    } catch (err) {
      const e = errorsFromGraphQL(err);
      setError(e.secondStageDays ?? e[''] ?? 'Could not check the change');
    } finally {
      setChecking(false);
    }
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NumberInput
        label="Second-stage mail, days after the event"
        description={`Both parties are asked what came of each held meeting (${SECOND_STAGE_DAYS.min} to ${SECOND_STAGE_DAYS.max} days)`}
        clampBehavior="none"
        w={{ base: '100%', xs: 380 }}
        value={days}
        onChange={(v) => {
          setDays(v);
          setSaved(false);
          setError(null);
        }}
        error={error}
      />
      <Button
        variant="default"
        mt={{ base: 0, xs: 42 }}
        loading={loading || checking}
        onClick={check}
      >
        Save
      </Button>
      {saved && (
        <Text size="sm" c="teal.8" role="status" mt={{ base: 0, xs: 48 }}>
          Saved
        </Text>
      )}
      <Modal
        opened={!!pending}
        onClose={() => !loading && setPending(null)}
        title="Send second-stage mails now?"
        centered
      >
        {pending && (
          <Stack gap="md">
            <Text size="sm">
              With {plural(pending.days, 'day')}, the second stage of{' '}
              {plural(pending.meetings, 'held meeting')} is due already:{' '}
              <b>{plural(pending.mails, 'mail')}</b> go out within a minute of saving (one per
              person, listing all their meetings).
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setPending(null)}
                disabled={loading}
                data-autofocus
              >
                Cancel
              </Button>
              <Button color="teal" loading={loading} onClick={() => void store(pending.days)}>
                Save and send {plural(pending.mails, 'mail')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Group>
  );
}
