import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ScheduleRunPreviewDocument, type ScheduleRunPreviewQuery } from '../../../../gql/admin.ts';
import { errorText } from '../../hooks/useScheduleActions.ts';
import { plural } from '../../lib/format.ts';

type Preview = NonNullable<ScheduleRunPreviewQuery['event']>['scheduleRunPreview'];

/**
 * "Generate schedule". With meetings already placed it first asks the server what the run would
 * move; when that includes pinned (or hand-moved) meetings, or the schedule is published, it
 * asks before running, naming how many meetings will move and which pinned ones. Otherwise it
 * runs at once.
 */
export function GenerateButton(props: {
  eventId: string;
  placed: number;
  published: boolean;
  disabled: boolean;
  generating: boolean;
  names: Map<string, string>;
  onGenerate: () => Promise<unknown>;
}) {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<{ preview: Preview | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    if (!props.placed) return void props.onGenerate();
    setChecking(true);
    try {
      const { data } = await client.query({
        query: ScheduleRunPreviewDocument,
        variables: { eventId: props.eventId },
        fetchPolicy: 'network-only',
      });
      const preview = data?.event?.scheduleRunPreview ?? null;
      if (preview?.pinnedMoving || props.published) setAsking({ preview });
      else await props.onGenerate();
    } catch (e) {
      setAsking({ preview: null });
      setError(errorText(e));
    } finally {
      setChecking(false);
    }
  };
  const run = async () => {
    setAsking(null);
    await props.onGenerate();
  };

  const preview = asking?.preview;
  const pinned = preview?.changes.filter((c) => c.pinned) ?? [];
  return (
    <>
      <Button
        variant="default"
        loading={checking || props.generating}
        onClick={() => void start()}
        disabled={props.disabled}
        data-testid="generate-schedule"
      >
        Generate schedule
      </Button>
      <Modal
        opened={!!asking}
        onClose={() => setAsking(null)}
        title="Generate the schedule again?"
        centered
      >
        <Stack gap="sm" data-testid="generate-preview">
          {preview && (
            <Text size="sm" fw={600}>
              {preview.moving
                ? `This run moves ${plural(preview.moving, 'placed meeting')}${preview.pinnedMoving ? `, ${preview.pinnedMoving} of them pinned or moved by hand` : ''}.`
                : 'This run keeps every placed meeting where it is.'}
            </Text>
          )}
          {pinned.length > 0 && (
            <>
              <Text size="sm">
                The run cannot keep these where you put them (a party no longer takes part, or their
                slot left the grid):
              </Text>
              <List size="sm" spacing={2}>
                {pinned.map((c) => (
                  <List.Item key={c.meetingId}>
                    {props.names.get(c.meetingId) ?? 'A meeting'}:{' '}
                    {c.leavesGrid ? 'left out of the schedule' : 'moved elsewhere'}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {props.published && (
            <Text size="sm" c="dimmed">
              Published meetings stay where they are; the run places the other confirmed pairs
              around them. Nothing reaches participants until you publish.
            </Text>
          )}
          {error && (
            <Text size="sm" c="red.7" role="alert">
              What the run would move could not be checked: {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              Keep the schedule
            </Button>
            <Button color="matchday" onClick={() => void run()}>
              {preview?.moving
                ? `Generate and move ${plural(preview.moving, 'meeting')}`
                : 'Generate'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
