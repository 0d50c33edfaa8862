import { useQuery } from '@apollo/client/react';
import { Badge, CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BadgesDocument } from '../../../../gql/admin.ts';
import { useAssignBadge } from '../../hooks/useAssignBadge.ts';
import { useUnassignBadge } from '../../hooks/useUnassignBadge.ts';

/** The company's badges with remove buttons, and a picker to add one (full admins). */
export function BadgeAssigner(props: {
  companyId: string;
  assigned: { id: string; name: string }[];
  editable: boolean;
}) {
  const all = useQuery(BadgesDocument, { skip: !props.editable });
  const [assign, assigning] = useAssignBadge();
  const [unassign] = useUnassignBadge();
  const [problem, setProblem] = useState<string | null>(null);
  const ids = new Set(props.assigned.map((b) => b.id));
  const options = (all.data?.badges ?? [])
    .filter((b) => !ids.has(b.id))
    .map((b) => ({ value: b.id, label: b.name }));
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch((e: Error) => setProblem(e.message));
  };

  return (
    <Stack gap="xs">
      <Group gap={6}>
        {props.assigned.length === 0 && (
          <Text size="sm" c="dimmed">
            No badges.
          </Text>
        )}
        {props.assigned.map((b) => (
          <Badge
            key={b.id}
            color="amber"
            c="dark"
            variant="filled"
            pr={props.editable ? 3 : undefined}
            rightSection={
              props.editable && (
                <CloseButton
                  size="xs"
                  variant="transparent"
                  c="dark"
                  aria-label={`Remove badge ${b.name}`}
                  onClick={() =>
                    run(unassign({ variables: { companyId: props.companyId, badgeId: b.id } }))
                  }
                />
              )
            }
          >
            {b.name}
          </Badge>
        ))}
      </Group>
      {props.editable && (
        <Select
          aria-label="Add a badge"
          placeholder={
            options.length ? 'Add a badge…' : 'No other badges — create them under Badges'
          }
          data={options}
          value={null}
          disabled={assigning.loading || options.length === 0}
          searchable
          onChange={(badgeId) =>
            badgeId && run(assign({ variables: { companyId: props.companyId, badgeId } }))
          }
          data-testid="badge-picker"
        />
      )}
      {problem && (
        <Text size="sm" c="red.7" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
