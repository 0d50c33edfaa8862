import { Radio, Select, Stack, TextInput } from '@mantine/core';
import { INCUBATOR_STATUSES, INCUBATORS, NOT_IN_INCUBATOR, TEXT_LIMITS } from '@matchday/shared';

const OPTIONS = [
  ...INCUBATORS.map((i) => ({ value: i.id, label: i.name })),
  { value: 'OTHER', label: 'Other (not on the list)' },
];

export type IncubatorValue = {
  incubatorStatus: string | null;
  incubator: string | null;
  incubatorOther: string;
};

/**
 * Incubator status (the three SPEC values) and, unless "Not in an incubator", which one: the
 * fixed list or Other with its name. Values are identifiers (STING) or OTHER.
 */
export function IncubatorFields(props: {
  value: IncubatorValue;
  onChange: (patch: Partial<IncubatorValue>) => void;
  errors: Record<string, string | undefined>;
  /** The incubator itself cannot be changed (incubator admins); the status still can. */
  lockIncubator?: boolean;
}) {
  const { value, onChange, errors } = props;
  const inOne = value.incubatorStatus !== null && value.incubatorStatus !== NOT_IN_INCUBATOR;
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Incubator status"
        required
        value={value.incubatorStatus}
        error={errors.incubatorStatus}
        onChange={(incubatorStatus) => onChange({ incubatorStatus })}
      >
        <Stack gap="xs" mt={6}>
          {INCUBATOR_STATUSES.map((s) => (
            <Radio key={s} value={s} label={s} />
          ))}
        </Stack>
      </Radio.Group>
      {inOne && (
        <Select
          label="Incubator"
          required
          searchable
          placeholder="Search the list"
          nothingFoundMessage="Not on the list — choose Other"
          data={OPTIONS}
          value={value.incubator}
          error={errors.incubator}
          disabled={props.lockIncubator}
          description={
            props.lockIncubator
              ? 'Only programme admins move a startup to another incubator'
              : undefined
          }
          onChange={(incubator) => onChange({ incubator })}
        />
      )}
      {inOne && value.incubator === 'OTHER' && (
        <TextInput
          label="Name of the incubator"
          required
          maxLength={TEXT_LIMITS.incubatorOther}
          value={value.incubatorOther}
          error={errors.incubatorOther}
          disabled={props.lockIncubator}
          onChange={(e) => onChange({ incubatorOther: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
