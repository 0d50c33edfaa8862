import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MyTeamDocument } from '../../../gql/startup.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useSetContactPerson } from '../hooks/useSetContactPerson.ts';

const w = defineMessages({
  people: { id: 'team.contact.people', defaultMessage: 'People' },
  label: { id: 'team.contact.label', defaultMessage: 'Contact person' },
  description: {
    id: 'team.contact.description',
    defaultMessage: 'Shown on your profile to startups and the programme',
  },
  loading: { id: 'team.contact.loading', defaultMessage: 'Loading…' },
  choose: { id: 'team.contact.choose', defaultMessage: 'Choose a member' },
  count: {
    id: 'team.contact.count',
    defaultMessage:
      '{people, plural, one {# person} other {# people}} on the team{invited, plural, =0 {} other {, # invited}}.',
  },
  manage: { id: 'team.contact.manage', defaultMessage: 'Manage the team →' },
});

/** Choose the contact person among members who have joined; a link to manage the team. */
export function ContactPersonCard(props: { teamPath: string }) {
  const t = useT();
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
          {t(w.people)}
        </Title>
        <Select
          label={t(w.label)}
          description={t(w.description)}
          placeholder={t(loading ? w.loading : w.choose)}
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
          {t(w.count, { people: team.length, invited: team.length - joined.length })}
        </Text>
        <Anchor component={Link} to={props.teamPath} size="sm">
          {t(w.manage)}
        </Anchor>
      </Stack>
    </Card>
  );
}
