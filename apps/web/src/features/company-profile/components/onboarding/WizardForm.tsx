import { Alert, Button, Group, Paper, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ONBOARDING_STEPS, type OnboardingStep } from '@matchday/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MyCompanyQuery } from '../../../../gql/startup.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useCompleteOnboarding } from '../../hooks/useCompleteOnboarding.ts';
import { useSaveOnboardingStep } from '../../hooks/useSaveOnboardingStep.ts';
import { MissingFields } from './MissingFields.tsx';
import { STEPS } from './steps.ts';
import { checkStep, valuesFrom, type WizardValues } from './wizard-values.ts';

/** Off screen yet read by screen readers (Mantine's VisuallyHidden, as styles). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The stepper and the current step's form; saves the step, then moves on. */
export function WizardForm(props: {
  company: MyCompanyQuery['myCompany'];
  editing: boolean;
  onDone: () => void;
}) {
  const { company } = props;
  const phone = useMediaQuery('(max-width: 48em)');
  const [values, setValues] = useState<WizardValues>(() => valuesFrom(company));
  const [saved, setSaved] = useState<OnboardingStep[]>(company.onboardingSteps);
  const [active, setActive] = useState(() =>
    props.editing ? 0 : Math.max(0, ONBOARDING_STEPS.indexOf(company.onboardingStep ?? 'BASICS')),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [missing, setMissing] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const [save, saving] = useSaveOnboardingStep();
  const [complete, completing] = useCompleteOnboarding();
  const step = ONBOARDING_STEPS[active]!;
  const meta = STEPS[step];
  const last = active === ONBOARDING_STEPS.length - 1;
  const busy = saving.loading || completing.loading;
  const mounted = useRef(false);

  useEffect(() => {
    if (mounted.current) heading.current?.focus();
    mounted.current = true;
  }, [active]);

  /**
   * A change patches the values. After a refused attempt the step checks itself as it is typed
   * in, so each message goes as soon as its field is right; a server's message stays
   * until its field changes.
   */
  const [live, setLive] = useState(false);
  const change = (patch: Partial<WizardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (!live) return;
    const next = { ...values, ...patch };
    const checked = checkStep(step, next);
    const kept: FieldErrors = {};
    for (const [key, message] of Object.entries(errors)) {
      if (key !== '' && !(key.split('.')[0]! in patch)) kept[key] = message;
    }
    const before = checkStep(step, values);
    if (!before.ok) for (const issue of before.issues) delete kept[issue.path];
    if (!checked.ok) for (const issue of checked.issues) kept[issue.path] ??= issue.message;
    setErrors(kept);
  };

  const go = (index: number) => {
    setErrors({});
    setLive(false);
    setMissing([]);
    setActive(index);
  };

  const finish = async () => {
    try {
      await complete();
    } catch (e) {
      const fields = errorsFromGraphQL(e);
      const names = Object.keys(fields).filter((k) => k !== '');
      if (names.length) return setMissing(names);
      return setErrors(fields);
    }
    props.onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStep(step, values);
    if (!checked.ok) {
      setLive(true);
      const next: FieldErrors = {};
      for (const issue of checked.issues) next[issue.path] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const answer = await save({ variables: { step, input: checked.input } });
      setSaved(answer.data?.saveOnboardingStep.onboardingSteps ?? [...saved, step]);
    } catch (e) {
      return setErrors(errorsFromGraphQL(e));
    }
    if (step === 'TEAM') setValues((v) => ({ ...v, invites: [] }));
    if (last) return finish();
    go(active + 1);
  };

  // A completed profile (editing it, or every required field saved) opens at any step; a new
  // one up to the step after the last saved.
  const finished = props.editing || company.onboarded || company.missingFields.length === 0;
  const reachable = (i: number) =>
    finished ||
    i <= active ||
    saved.includes(ONBOARDING_STEPS[i]!) ||
    saved.includes(ONBOARDING_STEPS[i - 1]!);
  const Form = meta.Component;

  return (
    <>
      <Stepper
        active={active}
        onStepClick={(i) => reachable(i) && !busy && go(i)}
        size="xs"
        iconSize={phone ? 26 : 30}
        aria-label="Onboarding steps"
        styles={
          phone
            ? // The label stays in the accessibility tree (the button's name), off screen.
              { stepBody: VISUALLY_HIDDEN, separator: { marginInline: 2 } }
            : {
                separator: { marginInline: 6 },
                stepLabel: { fontSize: 'var(--mantine-font-size-sm)' },
              }
        }
      >
        {ONBOARDING_STEPS.map((s, i) => {
          // Named by its content, "Step 2: Business (saved)", read from an off-screen text; the
          // drawn number and label are hidden from screen readers (no aria-label that the
          // visible text would have to match word for word, WCAG 2.5.3).
          const number = <span aria-hidden="true">{i + 1}</span>;
          return (
            <Stepper.Step
              key={s}
              label={
                <>
                  <VisuallyHidden>
                    {`Step ${i + 1}: ${STEPS[s].label}${saved.includes(s) ? ' (saved)' : ''}`}
                  </VisuallyHidden>
                  <span aria-hidden="true">{STEPS[s].label}</span>
                </>
              }
              icon={number}
              progressIcon={number}
              allowStepSelect={reachable(i)}
              completedIcon={saved.includes(s) ? undefined : number}
            />
          );
        })}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="wizard-step-title">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Step {active + 1} of {ONBOARDING_STEPS.length}
          </Text>
          <Title order={2} size="h3" id="wizard-step-title" ref={heading} tabIndex={-1} mb={4}>
            {meta.title}
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            {meta.intro}
          </Text>
          <Form values={values} errors={errors} onChange={change} />
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" role="alert" mt="lg">
              {errors[''] ?? 'Check the fields marked above.'}
            </Alert>
          )}
          {missing.length > 0 && (
            <MissingFields fields={missing} onGo={(s) => go(ONBOARDING_STEPS.indexOf(s))} />
          )}
          <Group justify="space-between" mt="xl">
            <Button
              variant="default"
              disabled={active === 0 || busy}
              onClick={() => go(active - 1)}
            >
              Back
            </Button>
            <Button type="submit" loading={busy}>
              {last
                ? props.editing
                  ? 'Save and finish'
                  : 'Finish onboarding'
                : 'Save and continue'}
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  );
}
