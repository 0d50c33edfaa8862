import { NumberInput } from '@mantine/core';
import { SUGGESTION_FLOOR } from '@matchday/shared';

/**
 * The event's suggestion floor, a score out of 100. Out-of-range input is kept as typed (no
 * clamping) so the form names the allowed range instead of changing the number.
 */
export function SuggestionFloorInput(props: {
  value: number | '';
  error?: string;
  onChange: (value: number | '') => void;
}) {
  return (
    <NumberInput
      label="Suggestion floor"
      description={`A match score from ${SUGGESTION_FLOOR.min} to ${SUGGESTION_FLOOR.max}; empty: ${SUGGESTION_FLOOR.default}.`}
      suffix=" / 100"
      placeholder={String(SUGGESTION_FLOOR.default)}
      min={SUGGESTION_FLOOR.min}
      max={SUGGESTION_FLOOR.max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative
      value={props.value}
      error={props.error}
      onChange={(n) => props.onChange(n === '' ? '' : Number(n))}
      maw={220}
      data-testid="event-suggestion-floor"
    />
  );
}
