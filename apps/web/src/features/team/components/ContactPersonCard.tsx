import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '@matchday/shared';
import { MyTeamDocument } from '../../../gql/startup.ts';
import { useSetContactPerson } from '../hooks/useSetContactPerson.ts';

/** Choose the contact person among members who have joined; a link to manage the team. */
export function ContactPersonCard(props: { teamPath: string }) {
  const { data, loading } = useQuery(MyTeamDocument);
  const [setContact, setting] = useSetContactPerson();
  const [problem, setProblem] = useState<string | null>(null);
  const team = data?.myTeam ?? [];
  const current = team.find((m) => m.isContactPerson)?.id ?? null;
  const joined = team.filter((m) => !m.pending);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          People
        </Title>
        <Select
          label="Contact person"
          description="Shown on your profile to startups and the programme"
          placeholder={loading ? 'Loading…' : 'Choose a member'}
          data={joined.map((m) => ({
            value: m.id,
            label: m.title ? `${m.name} — ${m.title}` : m.name,
          }))}
          value={current}
          disabled={setting.loading}
          allowDeselect={false}
          onChange={(userId) => {
            if (!userId || userId === current) return;
            setProblem(null);
            setContact({ variables: { userId } }).catch((e: Error) => setProblem(e.message));
          }}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {plural(team.length, 'person', 'people')} on the team
          {team.length - joined.length > 0 && `, ${team.length - joined.length} invited`}.
        </Text>
        <Anchor component={Link} to={props.teamPath} size="sm">
          Manage the team →
        </Anchor>
      </Stack>
    </Card>
  );
}
