import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import type { LocalRange } from '../../../lib/event-form.ts';

/**
 * Rows of start and end date-times (sessions or pauses), entered in the event's zone; each row's
 * errors beside its inputs, a row-wide one (overlap) under it.
 */
export function RangeRows(props: {
  /** "Session" or "Pause". */
  noun: string;
  rows: LocalRange[];
  /** Error keys of the rows: `${prefix}.${i}`, `${prefix}.${i}.start`… */
  prefix: string;
  errors: FieldErrors;
  timezone: string;
  minRows: number;
  onChange: (rows: LocalRange[]) => void;
  onAdd: () => void;
  addLabel: string;
  empty?: string;
}) {
  const { rows, errors, prefix } = props;
  const set = (i: number, patch: Partial<LocalRange>) =>
    props.onChange(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="sm">
      {rows.length === 0 && props.empty && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {rows.map((row, i) => {
        const name = `${props.noun} ${i + 1}`;
        const rowError = errors[`${prefix}.${i}`];
        return (
          <Stack key={i} gap={4} data-testid={`${props.noun.toLowerCase()}-row`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="md"
                aria-label={`Remove ${name.toLowerCase()}`}
                title={`Remove ${name.toLowerCase()}`}
                disabled={rows.length <= props.minRows}
                onClick={() => props.onChange(rows.filter((_, k) => k !== i))}
              >
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  aria-hidden
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
              <TextInput
                type="datetime-local"
                label="Starts"
                aria-label={`${name} starts (${props.timezone})`}
                value={row.start}
                error={errors[`${prefix}.${i}.start`]}
                onChange={(e) => set(i, { start: e.currentTarget.value })}
              />
              <TextInput
                type="datetime-local"
                label="Ends"
                aria-label={`${name} ends (${props.timezone})`}
                value={row.end}
                error={errors[`${prefix}.${i}.end`]}
                onChange={(e) => set(i, { end: e.currentTarget.value })}
              />
            </SimpleGrid>
            {rowError && (
              <Text size="xs" c="red.7" role="alert">
                {rowError}
              </Text>
            )}
          </Stack>
        );
      })}
      {errors[prefix] && (
        <Text size="sm" c="red.7" role="alert">
          {errors[prefix]}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
