import type { FieldErrors } from '../../../../lib/form-errors.ts';
import type { WizardValues } from './wizard-values.ts';

/** What every wizard step receives: the values, a patcher and the field errors of the step. */
export type StepProps = {
  values: WizardValues;
  onChange: (patch: Partial<WizardValues>) => void;
  errors: FieldErrors;
};
