import { IncubatorFields } from '../fields/IncubatorFields.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: incubator and incubator status. */
export function IncubatorStep({ values, onChange, errors }: StepProps) {
  return <IncubatorFields value={values} onChange={onChange} errors={errors} />;
}
