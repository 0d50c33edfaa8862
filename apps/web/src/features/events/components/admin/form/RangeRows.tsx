import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import type { LocalRange } from '../../../lib/event-form.ts';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

/**
 * Rows of start and end date-times (sessions or pauses), entered in the event's zone; each row's
 * errors beside its inputs, a row-wide one (overlap) under it.
 */
export function RangeRows(props: {
  /** Sessions or pauses. */
  kind: 'session' | 'pause';
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
  const t = useT();
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
        const name = t(fm.rowName, { kind: props.kind, number: i + 1 });
        const remove = t(fm.removeRow, { kind: props.kind, number: i + 1 });
        const rowError = errors[`${prefix}.${i}`];
        return (
          <Stack key={i} gap={4} data-testid={`${props.kind}-row`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="md"
                aria-label={remove}
                title={remove}
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
                label={t(fm.starts)}
                aria-label={t(fm.rowStarts, { name, zone: props.timezone })}
                value={row.start}
                error={errors[`${prefix}.${i}.start`]}
                onChange={(e) => set(i, { start: e.currentTarget.value })}
              />
              <TextInput
                type="datetime-local"
                label={t(fm.ends)}
                aria-label={t(fm.rowEnds, { name, zone: props.timezone })}
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
