import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { GRANT_LIMITS, TIMELINE_RANGE_MESSAGE } from '@matchday/shared';
import { formatSek } from '../lib/labels.ts';
import { completeBudgetLines, type BudgetLine } from '../lib/budget-lines.ts';

/**
 * The draft's budget lines (added and removed in place), its total — marked when the lines do
 * not add up to it — and the timeline. Every change goes to the form, which saves it. A number
 * out of range is kept as typed and marked with the range (never clamped to it).
 */
export function GrantBudgetSection(props: {
  lines: BudgetLine[];
  onLines: (lines: BudgetLine[]) => void;
  onAddLine: () => void;
  budgetTotal: number | '';
  timelineMonths: number | '';
  onBudgetTotal: (value: number | '') => void;
  onTimelineMonths: (value: number | '') => void;
  error: (field: string) => string | undefined;
}) {
  const lines = props.lines;
  const linesSum = completeBudgetLines(lines).reduce((s, l) => s + l.amount, 0);
  const total = typeof props.budgetTotal === 'number' ? props.budgetTotal : null;
  const months = props.timelineMonths;
  const monthsOutOfRange =
    typeof months === 'number' &&
    (months < GRANT_LIMITS.timelineMin || months > GRANT_LIMITS.timelineMax);
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        Budget and timeline
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Whole kronor (SEK). The lines must add up to the total.
      </Text>
      <Stack gap="sm">
        {lines.map((l, i) => (
          <Group key={l.key} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 2 }}
              label={`Budget line ${i + 1}`}
              placeholder="What the money is for"
              value={l.label}
              error={props.error(`budgetLines.${i}.label`)}
              onChange={(e) => {
                const label = e.currentTarget.value;
                props.onLines(lines.map((x) => (x.key === l.key ? { ...x, label } : x)));
              }}
            />
            <NumberInput
              style={{ flex: 1 }}
              label={`Amount, line ${i + 1}`}
              min={1}
              max={GRANT_LIMITS.budgetMax}
              allowDecimal={false}
              clampBehavior="none"
              thousandSeparator=" "
              suffix=" kr"
              value={l.amount}
              error={props.error(`budgetLines.${i}.amount`)}
              onChange={(v) => {
                const amount = typeof v === 'number' ? v : '';
                props.onLines(lines.map((x) => (x.key === l.key ? { ...x, amount } : x)));
              }}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove budget line ${i + 1}`}
              disabled={lines.length === 1}
              onClick={() => props.onLines(lines.filter((x) => x.key !== l.key))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={lines.length >= GRANT_LIMITS.budgetLines}
            onClick={props.onAddLine}
          >
            Add a budget line
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Total budget"
            description={`The lines add up to ${formatSek(linesSum)}`}
            min={1}
            max={GRANT_LIMITS.budgetMax}
            allowDecimal={false}
            clampBehavior="none"
            thousandSeparator=" "
            suffix=" kr"
            value={props.budgetTotal}
            error={
              props.error('budgetTotal') ||
              (total !== null && linesSum > 0 && total !== linesSum
                ? 'The budget lines must add up to the total'
                : undefined)
            }
            onChange={(v) => props.onBudgetTotal(typeof v === 'number' ? v : '')}
          />
          <NumberInput
            label="Timeline (months)"
            description={`${GRANT_LIMITS.timelineMin} to ${GRANT_LIMITS.timelineMax} months`}
            min={GRANT_LIMITS.timelineMin}
            max={GRANT_LIMITS.timelineMax}
            allowDecimal={false}
            clampBehavior="none"
            value={props.timelineMonths}
            error={
              props.error('timelineMonths') ||
              (monthsOutOfRange ? TIMELINE_RANGE_MESSAGE : undefined)
            }
            onChange={(v) => props.onTimelineMonths(typeof v === 'number' ? v : '')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
