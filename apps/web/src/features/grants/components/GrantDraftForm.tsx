import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
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
import { useEffect, useMemo, useState } from 'react';
import {
  GrantPartnersDocument,
  type GrantApplicationDetailFragment,
  type GrantDraftInput,
} from '../../../gql/startup.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../lib/form-errors.ts';
import { useDraftCopy, useKeepDraftCopy } from '../hooks/useDraftCopy.ts';
import { useGrantAutosave } from '../hooks/useGrantAutosave.ts';
import { useSubmitGrantApplication } from '../hooks/useSubmitGrantApplication.ts';
import { completeBudgetLines, newLine, type BudgetLine } from '../lib/budget-lines.ts';
import { clearDraftCopy } from '../lib/draft-copy.ts';
import {
  fieldsOf,
  linesOf,
  patchBetween,
  withKeys,
  withoutKeys,
  type DraftFields,
  type DraftFormValues,
} from '../lib/draft-form-values.ts';
import { partnerGroups } from '../lib/partner-groups.ts';
import { OfferedCopyNotice, RestoredNotice } from './DraftCopyNotice.tsx';
import { GrantAttachments } from './GrantAttachments.tsx';
import { GrantBudgetSection } from './GrantBudgetSection.tsx';
import { GrantSaveIndicator } from './GrantSaveIndicator.tsx';
import { GrantSubmitPanel } from './GrantSubmitPanel.tsx';

/**
 * The startup's application form (a DRAFT): every field saves itself shortly after typing stops
 * (with the version it read); a refused field is marked and the others are saved all the same;
 * this browser keeps a copy of what was typed until the server has it, and restores it after a
 * reload. The partner is chosen from the corporates met in held meetings, or any corporate with
 * grants access; Submit saves what is pending, then submits. The server names what is missing
 * (budget that does not add up, no partner confirmation, timeline).
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
  const copy = useDraftCopy(a);
  const [values, setValues] = useState<DraftFields>(() => {
    if (!copy.start) return fieldsOf(a);
    const { lines: _lines, ...fields } = copy.start.form;
    return fields;
  });
  const [lines, setLines] = useState<BudgetLine[]>(() =>
    copy.start ? withKeys(copy.start.form.lines) : linesOf(a),
  );
  const [edited, setEdited] = useState(!!copy.start);
  const [restoredAt, setRestoredAt] = useState(copy.start?.at ?? null);
  const form = useMemo<DraftFormValues>(
    () => ({ ...values, lines: withoutKeys(lines) }),
    [values, lines],
  );
  useKeepDraftCopy(a.id, form, edited, autosave.state, autosave.version);
  const saveCopy = (kept: DraftFormValues) => {
    const patch = patchBetween(a, kept);
    if (Object.keys(patch).length) autosave.change(patch);
  };
  // A restored copy goes to the server at once (a refused field is marked again).
  useEffect(() => {
    if (copy.start) saveCopy(copy.start.form);
    // Once, when the form opens with a restored copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const takeOffer = () => {
    const kept = copy.take();
    if (!kept) return;
    const { lines: keptLines, ...fields } = kept.form;
    setValues(fields);
    setLines(withKeys(keptLines));
    setEdited(true);
    saveCopy(kept.form);
  };
  // A submit error is cleared ('') when its field is edited; autosave's mark stays until answered.
  const err = (field: string) => submitErrors[field] || autosave.errors[field];

  const set = <K extends keyof DraftFields>(
    key: K,
    value: DraftFields[K],
    patch: GrantDraftInput,
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSubmitErrors((e) => ({ ...e, [key]: '' }));
    setEdited(true);
    autosave.change(patch);
  };
  const setLinesAndSave = (next: BudgetLine[]) => {
    setLines(next);
    setEdited(true);
    setSubmitErrors((e) => ({ ...e, budgetTotal: '', budgetLines: '' }));
    autosave.change({ budgetLines: completeBudgetLines(next) });
  };

  const options = partners.data?.grantPartners ?? [];
  const partnerData = partnerGroups(options);
  const meetingsOfPartner =
    options.find((o) => o.corporate.id === values.corporateId)?.meetings ?? [];

  const doSubmit = async () => {
    setSubmitErrors({});
    if (!(await autosave.flush())) throw new Error('Fix the fields marked in red first');
    try {
      await submit({ variables: { id: a.id } });
      clearDraftCopy(a.id);
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
      {restoredAt !== null && (
        <RestoredNotice at={restoredAt} onClose={() => setRestoredAt(null)} />
      )}
      {copy.offer && (
        <OfferedCopyNotice at={copy.offer.at} onTake={takeOffer} onDismiss={copy.dismiss} />
      )}
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} size="h4">
            Application
          </Title>
          <GrantSaveIndicator state={autosave.state} />
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

      <GrantBudgetSection
        lines={lines}
        onLines={setLinesAndSave}
        onAddLine={() => setLines([...lines, newLine()])}
        budgetTotal={values.budgetTotal}
        timelineMonths={values.timelineMonths}
        onBudgetTotal={(n) => set('budgetTotal', n, { budgetTotal: n === '' ? null : n })}
        onTimelineMonths={(n) => set('timelineMonths', n, { timelineMonths: n === '' ? null : n })}
        error={err}
      />

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

      <GrantSubmitPanel
        app={a}
        partnerNotConfirmed={!!submitErrors['corporateConfirmedAt']}
        onReload={props.onReload}
        onSubmit={doSubmit}
        submitting={submitting.loading}
      />
    </Stack>
  );
}
