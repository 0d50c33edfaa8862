import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Card, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EventTeamDocument } from '../../../../gql/startup.ts';
import { useSetAttendingMembers } from '../../hooks/useSetAttendingMembers.ts';
import { sameSet, SaveBar } from './SaveBar.tsx';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const w = defineMessages({
  failed: { id: 'events.attending.failed', defaultMessage: 'Something went wrong' },
  title: { id: 'events.attending.title', defaultMessage: 'Who from our team attends' },
  text: {
    id: 'events.attending.text',
    defaultMessage:
      'The people ticked here get the meeting schedule and are expected at the meetings.',
  },
  loading: { id: 'events.attending.loading', defaultMessage: 'Loading the team' },
  invitationSent: { id: 'events.attending.invitationSent', defaultMessage: 'Invitation sent' },
  save: { id: 'events.attending.save', defaultMessage: 'Save who attends' },
});

/** "Who from our team attends": members of the own team, ticked and saved explicitly. */
export function AttendingMembersCard(props: {
  eventId: string;
  attendingUserIds: readonly string[];
  readOnly?: boolean;
}) {
  const t = useT();
  const { data, loading, error } = useQuery(EventTeamDocument);
  const [save, saving] = useSetAttendingMembers();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const team = data?.myTeam ?? [];
  const value = draft ?? [...props.attendingUserIds];
  const dirty = draft !== null && !sameSet(draft, props.attendingUserIds);

  const submit = async () => {
    if (!draft) return;
    setProblem(null);
    try {
      await save({ variables: { eventId: props.eventId, userIds: draft } });
      setDraft(null);
      setSavedOnce(true);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t(w.failed));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="attending-members">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="attending-title">
            {t(w.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(w.text)}
          </Text>
        </div>
        {loading && !data ? (
          <Stack gap="xs" aria-busy="true" role="status" aria-label={t(w.loading)}>
            <Skeleton h={20} w="60%" />
            <Skeleton h={20} w="50%" />
          </Stack>
        ) : error && !data ? (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        ) : (
          <Checkbox.Group
            value={value}
            onChange={(next) => {
              setSavedOnce(false);
              setDraft(next);
            }}
            aria-labelledby="attending-title"
          >
            <Stack gap="xs">
              {team.map((m) => (
                <Checkbox
                  key={m.id}
                  value={m.id}
                  disabled={props.readOnly}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={500}>
                        {m.name}
                      </Text>
                      {m.title && (
                        <Text size="sm" c="dimmed">
                          {m.title}
                        </Text>
                      )}
                      {m.pending && (
                        <Badge size="xs" variant="light" color="gray">
                          {t(w.invitationSent)}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={m.email}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {!props.readOnly && (
          <SaveBar
            label={t(w.save)}
            dirty={dirty}
            saving={saving.loading}
            savedOnce={savedOnce}
            error={problem}
            onSave={() => void submit()}
            onReset={() => {
              setDraft(null);
              setProblem(null);
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
