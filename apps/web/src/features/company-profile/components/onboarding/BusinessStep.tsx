import { MultiSelect, Select, Stack, TagsInput, Textarea } from '@mantine/core';
import { INDUSTRIES, STAGE_LABELS, STARTUP_STAGES, TEXT_LIMITS } from '@matchday/shared';
import type { StepProps } from './step-props.ts';

const STAGE_OPTIONS = STARTUP_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }));

/** Step 2: what the startup does. */
export function BusinessStep({ values, onChange, errors }: StepProps) {
  return (
    <Stack gap="sm">
      <Textarea
        label="What does your company do?"
        description="Two or three sentences a corporate reads before choosing whom to meet."
        required
        autosize
        minRows={4}
        maxLength={TEXT_LIMITS.description}
        value={values.description}
        error={errors.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
      <MultiSelect
        label="Industries"
        description="Up to five"
        required
        searchable
        maxValues={5}
        data={[...INDUSTRIES]}
        value={values.industries}
        error={errors.industries}
        onChange={(industries) => onChange({ industries })}
      />
      <TagsInput
        label="Technologies"
        description="Press Enter after each, e.g. computer vision, LiDAR"
        maxTags={15}
        value={values.technologies}
        error={errors.technologies}
        onChange={(technologies) => onChange({ technologies })}
      />
      <Select
        label="Stage"
        required
        placeholder="Where are you today?"
        data={STAGE_OPTIONS}
        value={values.stage}
        error={errors.stage}
        onChange={(stage) => onChange({ stage })}
      />
    </Stack>
  );
}
