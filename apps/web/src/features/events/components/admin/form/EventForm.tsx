import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { EVENT_FORMATS, type EventFormat } from '@matchday/shared';
import { useDeferredValue, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CountriesMultiSelect } from './CountriesSelect.tsx';
import { errorsFromGraphQL, type FieldErrors } from '../../../../../lib/form-errors.ts';
import {
  eventInputOf,
  scheduleOf,
  validateEvent,
  valueAt,
  type EventFormInput,
  type EventFormValues,
} from '../../../lib/event-form.ts';
import { FORMAT_HELP_WORD, FORMAT_WORD } from '../../../lib/event-words.ts';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';
import { SlotGrid, SlotGridSummary } from '../../grid/SlotGrid.tsx';
import { HostsPicker } from '../hosts/HostsPicker.tsx';
import { EventDatesSection, ZONES } from './EventDatesSection.tsx';
import { firstUnder, Section } from './FormSection.tsx';
import { MeetingGridSection } from './MeetingGridSection.tsx';
import { SuggestionFloorInput } from './SuggestionFloorInput.tsx';

type ServerErrors = { errors: FieldErrors; input: EventFormInput | null };

/** A server error stays while its field holds the value that was refused. */
function stillStanding(server: ServerErrors, input: EventFormInput): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(server.errors)) {
    if (
      key === '' ||
      JSON.stringify(valueAt(input, key)) === JSON.stringify(valueAt(server.input, key))
    ) {
      out[key] = message;
    }
  }
  return out;
}

/**
 * Create or edit an event: details, dates in the event's zone, who may take part, the meeting
 * grid with a live preview of its slots, and (full ADMIN) the hosts. Errors come from the shared
 * schema while typing and from the server's answer, beside the field they name.
 */
export function EventForm(props: {
  initial: EventFormValues;
  initialHosts?: readonly { id: string; name: string; email: string }[];
  mayPickHosts: boolean;
  submitLabel: string;
  /** Saves; a thrown GraphQL error is shown beside its fields. */
  onSubmit: (input: EventFormInput, hostIds: string[] | null) => Promise<void>;
  onCancel: () => void;
  /** Extra actions beside Save (publish…). */
  extraActions?: ReactNode;
}) {
  const t = useT();
  const [v, setV] = useState(props.initial);
  const [hosts, setHosts] = useState<string[]>(() => (props.initialHosts ?? []).map((h) => h.id));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerErrors>({ errors: {}, input: null });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<EventFormValues>) => setV((old) => ({ ...old, ...patch }));

  const input = useMemo(() => eventInputOf(v), [v]);
  const client = useMemo(() => (submitted ? validateEvent(v) : {}), [submitted, v]);
  const errors: FieldErrors = { ...stillStanding(server, input), ...client };
  const deferred = useDeferredValue(v);
  const preview = useMemo(() => scheduleOf(deferred), [deferred]);
  const hostsChanged =
    props.mayPickHosts &&
    JSON.stringify([...hosts].sort()) !==
      JSON.stringify((props.initialHosts ?? []).map((h) => h.id).sort());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateEvent(v);
    if (Object.keys(found).length) {
      setServer({ errors: {}, input: null });
      // Focus the first field that needs a fix (after the errors render).
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(input, hostsChanged ? hosts : null);
      setServer({ errors: {}, input: null });
    } catch (e) {
      setServer({ errors: errorsFromGraphQL(e), input });
    } finally {
      setBusy(false);
    }
  };

  const count = Object.keys(errors).filter((k) => k !== '').length;
  const conflict = errors.schedule;
  // The server names what the grid would lose: placed meetings, or slots participants marked.
  const losesMeetings = !!conflict && /placed meeting/.test(conflict);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(fm.event)}>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Section title={t(fm.details)} id="event-details">
              <TextInput
                label={t(fm.name)}
                required
                value={v.name}
                error={errors.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
                data-autofocus
              />
              <Textarea
                label={t(fm.description)}
                description={t(fm.descriptionHelp)}
                autosize
                minRows={3}
                maxRows={10}
                value={v.description}
                error={errors.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="event-format-label">
                  {t(fm.format)}
                </Text>
                <SegmentedControl
                  aria-labelledby="event-format-label"
                  data={EVENT_FORMATS.map((f) => ({ value: f, label: t(FORMAT_WORD[f]) }))}
                  value={v.format}
                  onChange={(f) => set({ format: f as EventFormat })}
                  w={{ base: '100%', xs: 'auto' }}
                  data-testid="event-format"
                />
                <Text size="xs" c="dimmed">
                  {t(FORMAT_HELP_WORD[v.format])}
                </Text>
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: v.format === 'HYBRID' ? 2 : 1 }} spacing="sm">
                {v.format !== 'DIGITAL' && (
                  <TextInput
                    label={t(fm.venue)}
                    placeholder={t(fm.venuePlaceholder)}
                    value={v.venue}
                    error={errors.venue}
                    onChange={(e) => set({ venue: e.currentTarget.value })}
                  />
                )}
                {v.format !== 'PHYSICAL' && (
                  <TextInput
                    label={t(fm.meetingLink)}
                    description={t(fm.meetingLinkHelp, {
                      token: '{meeting}',
                      example: 'https://meet.example.com/matchday-{meeting}',
                    })}
                    placeholder="https://meet.example.com/…"
                    type="url"
                    value={v.meetingLink}
                    error={errors.meetingLink}
                    onChange={(e) => set({ meetingLink: e.currentTarget.value })}
                  />
                )}
              </SimpleGrid>
            </Section>

            <EventDatesSection v={v} set={set} errors={errors} />

            <Section title={t(fm.who)} id="event-who" description={t(fm.whoHelp)}>
              <CountriesMultiSelect
                label={t(fm.restrict)}
                placeholder={v.restrictedTo.length ? undefined : t(fm.everyCountry)}
                value={v.restrictedTo}
                error={firstUnder(errors, 'restrictedTo')}
                onChange={(restrictedTo) => set({ restrictedTo })}
              />
              {props.mayPickHosts && (
                <HostsPicker value={hosts} known={props.initialHosts} onChange={setHosts} />
              )}
            </Section>

            <Section
              title={t(fm.suggestions)}
              id="event-suggestions"
              description={t(fm.suggestionsHelp)}
            >
              <SuggestionFloorInput
                value={v.suggestionFloor}
                error={errors.suggestionFloor}
                onChange={(suggestionFloor) => set({ suggestionFloor })}
              />
            </Section>

            <MeetingGridSection v={v} set={set} errors={errors} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 72 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="event-preview"
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4" id="event-preview">
                  {t(fm.preview)}
                </Title>
              </Group>
              <SlotGridSummary schedule={preview} format={v.format} />
              {/* Scrolls on its own when the day is long: focusable, so the keyboard can scroll it. */}
              <div
                role="region"
                aria-label={t(fm.allSlots)}
                tabIndex={0}
                style={{ maxHeight: 'min(70vh, 720px)', overflowY: 'auto' }}
              >
                <SlotGrid
                  schedule={preview}
                  timezone={ZONES.includes(deferred.timezone) ? deferred.timezone : 'UTC'}
                />
              </div>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <Card withBorder radius="md" padding="md" mt="md">
        <Stack gap="sm">
          {errors[''] && (
            <Alert color="red" variant="light" role="alert" title={t(fm.notSaved)}>
              {errors['']}
            </Alert>
          )}
          {count > 0 && !errors[''] && (
            <Text size="sm" c="red.7" role="status">
              {conflict
                ? t(fm.gridDrops, { what: losesMeetings ? 'meetings' : 'slots' })
                : t(fm.fixFields, { count })}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">{props.extraActions}</Group>
            <Group gap="sm">
              <Button variant="default" onClick={props.onCancel} disabled={busy}>
                {t(fm.cancel)}
              </Button>
              <Button type="submit" loading={busy} data-testid="save-event">
                {props.submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
