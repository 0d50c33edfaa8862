import { NumberInput, Text } from '@mantine/core';
import { SUGGESTION_FLOOR } from '@matchday/shared';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

/**
 * The event's suggestion floor, a score out of 100. Out-of-range input is kept as typed (no
 * clamping) so the form names the allowed range instead of changing the number.
 */
export function SuggestionFloorInput(props: {
  value: number | '';
  error?: string;
  onChange: (value: number | '') => void;
}) {
  const t = useT();
  return (
    <NumberInput
      hideControls
      label={t(fm.floor)}
      description={t(fm.floorHelp, {
        min: SUGGESTION_FLOOR.min,
        max: SUGGESTION_FLOOR.max,
        fallback: SUGGESTION_FLOOR.default,
      })}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          / {SUGGESTION_FLOOR.max}
        </Text>
      }
      rightSectionWidth={56}
      rightSectionPointerEvents="none"
      placeholder={String(SUGGESTION_FLOOR.default)}
      min={SUGGESTION_FLOOR.min}
      max={SUGGESTION_FLOOR.max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative
      value={props.value}
      error={props.error}
      onChange={(n) => props.onChange(n === '' ? '' : Number(n))}
      maw={280}
      data-testid="event-suggestion-floor"
    />
  );
}
