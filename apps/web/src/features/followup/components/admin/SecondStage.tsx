import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { errorsFromGraphQL } from '../../../../lib/form-errors.ts';
import { useSetSecondStageDays } from '../../hooks/useOrganiserFollowUp.ts';

/** Organisers set when the second-stage mail goes, in days after the event. */
export function SecondStage(props: { eventId: string; days: number }) {
  const [days, setDays] = useState<number | string>(props.days);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSetSecondStageDays();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NumberInput
        label="Second-stage mail, days after the event"
        description="Both parties are asked what came of each held meeting"
        min={1}
        max={730}
        w={{ base: '100%', xs: 340 }}
        value={days}
        onChange={(v) => {
          setDays(v);
          setSaved(false);
        }}
        error={error}
      />
      <Button
        variant="default"
        loading={loading}
        onClick={async () => {
          try {
            await save({ variables: { eventId: props.eventId, days: Number(days) } });
            setError(null);
            setSaved(true);
          } catch (err) {
            const e = errorsFromGraphQL(err);
            setError(e.secondStageDays ?? e[''] ?? 'Could not save');
          }
        }}
      >
        Save
      </Button>
      {saved && (
        <Text size="sm" c="teal.8" role="status">
          Saved
        </Text>
      )}
    </Group>
  );
}
