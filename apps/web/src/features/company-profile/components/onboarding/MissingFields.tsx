import { Alert, Anchor, List } from '@mantine/core';
import { STARTUP_REQUIRED_FIELDS, type OnboardingStep } from '@matchday/shared';
import { STEPS } from './steps.ts';

const INFO: Record<string, { label: string; step: OnboardingStep }> = {
  ...Object.fromEntries(STARTUP_REQUIRED_FIELDS.map((f) => [f.field, f])),
  incubator: { label: 'Incubator', step: 'INCUBATOR' },
};

/** Completing refused: each missing field with a link to the step that asks for it. */
export function MissingFields(props: { fields: string[]; onGo: (step: OnboardingStep) => void }) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      mt="lg"
      title="A few things are still missing"
    >
      <List size="sm">
        {props.fields.map((field) => {
          const info = INFO[field];
          return (
            <List.Item key={field}>
              {info ? (
                <Anchor component="button" type="button" onClick={() => props.onGo(info.step)}>
                  {info.label} — {STEPS[info.step].title}
                </Anchor>
              ) : (
                field
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
