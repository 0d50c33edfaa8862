import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
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
    <Stack gap="xs">
      {rows.length === 0 && props.empty && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {rows.map((row, i) => {
        const name = `${props.noun} ${i + 1}`;
        const rowError = errors[`${prefix}.${i}`];
        return (
          <Stack key={i} gap={2} data-testid={`${props.noun.toLowerCase()}-row`}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={600} w={74} pt={8} style={{ flexShrink: 0 }} visibleFrom="xs">
                {name}
              </Text>
              <Group gap="xs" grow wrap="wrap" style={{ flex: 1 }} align="flex-start">
                <TextInput
                  type="datetime-local"
                  label="Starts"
                  aria-label={`${name} starts (${props.timezone})`}
                  value={row.start}
                  error={errors[`${prefix}.${i}.start`]}
                  onChange={(e) => set(i, { start: e.currentTarget.value })}
                  miw={190}
                />
                <TextInput
                  type="datetime-local"
                  label="Ends"
                  aria-label={`${name} ends (${props.timezone})`}
                  value={row.end}
                  error={errors[`${prefix}.${i}.end`]}
                  onChange={(e) => set(i, { end: e.currentTarget.value })}
                  miw={190}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={`Remove ${name.toLowerCase()}`}
                title={`Remove ${name.toLowerCase()}`}
                disabled={rows.length <= props.minRows}
                onClick={() => props.onChange(rows.filter((_, k) => k !== i))}
              >
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  aria-hidden
                >
                  <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </ActionIcon>
            </Group>
            {rowError && (
              <Text size="xs" c="red.7" role="alert" pl={{ base: 0, xs: 82 }}>
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
