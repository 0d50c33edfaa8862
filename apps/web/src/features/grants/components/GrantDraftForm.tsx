import { useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { GRANT_LIMITS } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import {
  GrantPartnersDocument,
  type GrantApplicationDetailFragment,
  type GrantDraftInput,
} from '../../../gql/startup.ts';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../lib/form-errors.ts';
import { useGrantAutosave, type SaveState } from '../hooks/useGrantAutosave.ts';
import { useSubmitGrantApplication } from '../hooks/useSubmitGrantApplication.ts';
import { formatSek } from '../lib/labels.ts';
import { GrantAttachments } from './GrantAttachments.tsx';

type Line = { key: number; label: string; amount: number | '' };
let lineKey = 0;

function SaveIndicator(props: { state: SaveState }) {
  const s = props.state;
  const text =
    s.kind === 'saving' || s.kind === 'pending'
      ? 'Saving…'
      : s.kind === 'saved'
        ? `Saved ${formatTime(s.at)}`
        : s.kind === 'invalid'
          ? 'Not saved: check the marked fields'
          : s.kind === 'conflict'
            ? 'Not saved: changed elsewhere'
            : s.kind === 'error'
              ? `Not saved: ${s.message}`
              : 'Changes are saved as you type';
  const bad = s.kind === 'invalid' || s.kind === 'conflict' || s.kind === 'error';
  return (
    <Text
      size="sm"
      c={bad ? 'red.8' : 'dimmed'}
      role="status"
      aria-live="polite"
      data-testid="save-state"
    >
      {text}
    </Text>
  );
}

const complete = (lines: Line[]) =>
  lines
    .filter((l) => l.label.trim() && typeof l.amount === 'number' && l.amount > 0)
    .map((l) => ({ label: l.label.trim(), amount: l.amount as number }));

/**
 * The startup's application form (a DRAFT): every field saves itself shortly after typing stops
 * (with the version it read); the partner is chosen from the corporates met in held meetings,
 * or any corporate with grants access; Submit saves what is pending, then submits. The server
 * names what is missing (budget that does not add up, no partner confirmation, timeline).
 */
export function GrantDraftForm(props: {
  app: GrantApplicationDetailFragment;
  onReload: () => unknown;
}) {
  const a = props.app;
  const partners = useQuery(GrantPartnersDocument);
  const autosave = useGrantAutosave(a.id, a.version);
  const [submit, submitting] = useSubmitGrantApplication();
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const [values, setValues] = useState({
    corporateId: a.corporate?.id ?? null,
    meetingId: a.meeting?.id ?? null,
    title: a.title,
    summary: a.summary,
    plan: a.plan,
    budgetTotal: a.budgetTotal ?? ('' as number | ''),
    timelineMonths: a.timelineMonths ?? ('' as number | ''),
    startupSignatoryName: a.startupSignatoryName ?? '',
    startupSignatoryEmail: a.startupSignatoryEmail ?? '',
  });
  const [lines, setLines] = useState<Line[]>(() =>
    a.budgetLines.length
      ? a.budgetLines.map((l) => ({ key: ++lineKey, label: l.label, amount: l.amount }))
      : [{ key: ++lineKey, label: '', amount: '' }],
  );
  const saveErrors = autosave.state.kind === 'invalid' ? autosave.state.errors : {};
  const errors: FieldErrors = { ...saveErrors, ...submitErrors };
  const err = (field: string) => errors[field];

  const set = <K extends keyof typeof values>(
    key: K,
    value: (typeof values)[K],
    patch: GrantDraftInput,
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSubmitErrors((e) => ({ ...e, [key]: '' }));
    autosave.change(patch);
  };
  const setLinesAndSave = (next: Line[]) => {
    setLines(next);
    setSubmitErrors((e) => ({ ...e, budgetTotal: '', budgetLines: '' }));
    autosave.change({ budgetLines: complete(next) });
  };

  const options = partners.data?.grantPartners ?? [];
  const met = options.filter((o) => o.meetings.length);
  const others = options.filter((o) => !o.meetings.length);
  const partnerData = [
    ...(met.length
      ? [
          {
            group: 'Met in a held meeting',
            items: met.map((o) => ({ value: o.corporate.id, label: o.corporate.name })),
          },
        ]
      : []),
    ...(others.length
      ? [
          {
            group: 'Other corporates with grants access',
            items: others.map((o) => ({ value: o.corporate.id, label: o.corporate.name })),
          },
        ]
      : []),
  ];
  const meetingsOfPartner =
    options.find((o) => o.corporate.id === values.corporateId)?.meetings ?? [];
  const linesSum = complete(lines).reduce((s, l) => s + l.amount, 0);
  const total = typeof values.budgetTotal === 'number' ? values.budgetTotal : null;

  const doSubmit = async () => {
    setSubmitErrors({});
    if (!(await autosave.flush())) throw new Error('Fix the fields marked in red first');
    try {
      await submit({ variables: { id: a.id } });
    } catch (error) {
      const found = errorsFromGraphQL(error);
      setSubmitErrors(found);
      throw new Error(
        found['corporateConfirmedAt'] ??
          (Object.keys(found).some((k) => k)
            ? 'Some fields need attention; they are marked in red'
            : (found[''] ?? 'Not submitted')),
      );
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} size="h4">
            Application
          </Title>
          <SaveIndicator state={autosave.state} />
        </Group>
        {autosave.state.kind === 'conflict' && (
          <Alert color="orange" variant="light" mb="md" title="This draft changed elsewhere">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{autosave.state.message}</Text>
              <Button size="xs" variant="light" onClick={() => window.location.reload()}>
                Reload the draft
              </Button>
            </Stack>
          </Alert>
        )}
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Corporate partner"
              description="A corporate you met, or any corporate with grants access"
              placeholder={partners.loading ? 'Loading…' : 'Choose the partner'}
              data={partnerData}
              value={values.corporateId}
              searchable
              nothingFoundMessage="No corporate with grants access by that name"
              error={err('corporateId')}
              onChange={(v) => {
                setValues((x) => ({ ...x, meetingId: null }));
                set('corporateId', v, { corporateId: v, meetingId: null });
              }}
            />
            <Select
              label="The meeting it grew from"
              description="A held meeting with this partner (optional)"
              placeholder={
                meetingsOfPartner.length ? 'Choose a meeting' : 'No held meeting with this partner'
              }
              data={meetingsOfPartner.map((m) => ({
                value: m.id,
                label: `${m.eventName}${m.startsAt ? `, ${formatDate(m.startsAt)}` : ''}`,
              }))}
              value={values.meetingId}
              clearable
              disabled={!meetingsOfPartner.length}
              error={err('meetingId')}
              onChange={(v) => set('meetingId', v, { meetingId: v })}
            />
          </SimpleGrid>
          <TextInput
            label="Project title"
            maxLength={GRANT_LIMITS.title}
            value={values.title}
            error={err('title')}
            onChange={(e) => set('title', e.currentTarget.value, { title: e.currentTarget.value })}
          />
          <Textarea
            label="Summary"
            description="Two or three sentences: what the pilot does and for whom"
            autosize
            minRows={2}
            maxLength={GRANT_LIMITS.summary}
            value={values.summary}
            error={err('summary')}
            onChange={(e) =>
              set('summary', e.currentTarget.value, { summary: e.currentTarget.value })
            }
          />
          <Textarea
            label="Plan"
            description="The steps, month by month, and what you will measure"
            autosize
            minRows={4}
            maxLength={GRANT_LIMITS.plan}
            value={values.plan}
            error={err('plan')}
            onChange={(e) => set('plan', e.currentTarget.value, { plan: e.currentTarget.value })}
          />
        </Stack>
      </Paper>

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
                error={err(`budgetLines.${i}.label`)}
                onChange={(e) => {
                  const label = e.currentTarget.value;
                  setLinesAndSave(lines.map((x) => (x.key === l.key ? { ...x, label } : x)));
                }}
              />
              <NumberInput
                style={{ flex: 1 }}
                label={`Amount, line ${i + 1}`}
                min={1}
                max={GRANT_LIMITS.budgetMax}
                allowDecimal={false}
                thousandSeparator=" "
                suffix=" kr"
                value={l.amount}
                error={err(`budgetLines.${i}.amount`)}
                onChange={(v) => {
                  const amount = typeof v === 'number' ? v : '';
                  setLinesAndSave(lines.map((x) => (x.key === l.key ? { ...x, amount } : x)));
                }}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove budget line ${i + 1}`}
                disabled={lines.length === 1}
                onClick={() => setLinesAndSave(lines.filter((x) => x.key !== l.key))}
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
              onClick={() => setLines([...lines, { key: ++lineKey, label: '', amount: '' }])}
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
              thousandSeparator=" "
              suffix=" kr"
              value={values.budgetTotal}
              error={
                err('budgetTotal') ||
                (total !== null && linesSum > 0 && total !== linesSum
                  ? 'The budget lines must add up to the total'
                  : undefined)
              }
              onChange={(v) => {
                const n = typeof v === 'number' ? v : '';
                set('budgetTotal', n, { budgetTotal: n === '' ? null : n });
              }}
            />
            <NumberInput
              label="Timeline (months)"
              description="1 to 36 months"
              min={GRANT_LIMITS.timelineMin}
              max={GRANT_LIMITS.timelineMax}
              allowDecimal={false}
              value={values.timelineMonths}
              error={err('timelineMonths')}
              onChange={(v) => {
                const n = typeof v === 'number' ? v : '';
                set('timelineMonths', n, { timelineMonths: n === '' ? null : n });
              }}
            />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          Who signs for the startup
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Signatory’s name"
            autoComplete="name"
            value={values.startupSignatoryName}
            error={err('startupSignatoryName')}
            onChange={(e) =>
              set('startupSignatoryName', e.currentTarget.value, {
                startupSignatoryName: e.currentTarget.value,
              })
            }
          />
          <TextInput
            label="Signatory’s email"
            type="email"
            autoComplete="email"
            value={values.startupSignatoryEmail}
            error={err('startupSignatoryEmail')}
            onChange={(e) =>
              set('startupSignatoryEmail', e.currentTarget.value, {
                startupSignatoryEmail: e.currentTarget.value,
              })
            }
          />
        </SimpleGrid>
      </Paper>

      <GrantAttachments app={a} editable />

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          Partner confirmation and submission
        </Title>
        {a.corporateConfirmedAt ? (
          <Text size="sm" data-testid="partner-confirmed">
            {a.corporate?.name} confirmed its part on {formatDate(a.corporateConfirmedAt)};{' '}
            {a.corporateSignatoryName} signs for it.
          </Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c={submitErrors['corporateConfirmedAt'] ? 'red.8' : undefined}>
              {a.corporate
                ? `Waiting for ${a.corporate.name} to confirm its part in their Grants area.`
                : 'Choose the corporate partner; it confirms its part in its Grants area before you submit.'}
            </Text>
            <Button size="xs" variant="light" onClick={() => void props.onReload()}>
              Check again
            </Button>
          </Stack>
        )}
        <Group mt="md">
          <ConfirmAction
            label="Submit application"
            title="Submit the application?"
            message="The programme reviews what you submit; the application can no longer be changed after this."
            confirmLabel="Submit"
            onConfirm={doSubmit}
            buttonProps={{ loading: submitting.loading }}
          />
        </Group>
      </Paper>
    </Stack>
  );
}
