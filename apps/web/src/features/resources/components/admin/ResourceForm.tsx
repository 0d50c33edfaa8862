import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  Input,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { INCUBATORS, RESOURCE_LIMITS, resourceInput, type Role } from '@matchday/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import {
  ResourceEventChoicesDocument,
  type ManagedResourceFieldsFragment,
  type ResourceAudience,
} from '../../../../gql/admin.ts';
import { errorsFromApi, errorsFromGraphQL, fieldErrors } from '../../../../lib/form-errors.ts';
import type { FieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateResource, useUpdateResource } from '../../hooks/useResourceMutations.ts';
import { AUDIENCE_LABEL } from '../../lib/labels.ts';
import { precheckResourceFile, uploadResourceFile } from '../../lib/upload-resource-file.ts';
import { ResourceFileField } from './ResourceFileField.tsx';
import {
  audiencesFor,
  formOf,
  picksIncubator,
  type Form,
  type Kind,
} from '../../lib/resource-form.ts';

/**
 * The resource form: a file or a link, its title and description, whom it addresses (an
 * audience, an event, an incubator) and its publication; new or edited.
 */
export function ResourceForm(props: {
  basePath: string;
  role: Role;
  resource: ManagedResourceFieldsFragment | null;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => formOf(props.role, props.resource));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const [create, created] = useCreateResource();
  const [update, updated] = useUpdateResource();
  const events = useQuery(ResourceEventChoicesDocument, {
    skip: !audiencesFor(props.role).includes('EVENT'),
  });
  const fileLabel = useId();
  const audiences = audiencesFor(props.role);
  /** Changes a field and drops the message it had (the file and the kind own "fileId"). */
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    const named = key === 'file' || key === 'kind' ? ['fileId', 'link'] : [key];
    setErrors((e) => {
      const next = { ...e };
      for (const k of named) delete next[k];
      return next;
    });
  };
  const saving = created.loading || updated.loading;

  const pick = async (file: File | null) => {
    if (!file) return;
    const early = precheckResourceFile(file);
    if (early) return setErrors((e) => ({ ...e, fileId: early }));
    setErrors((e) => ({ ...e, fileId: '' }));
    setUploading(true);
    try {
      const stored = await uploadResourceFile(file);
      set('file', { id: stored.id, name: stored.name, size: stored.size });
    } catch (error) {
      const found = errorsFromApi(error);
      setErrors((e) => ({ ...e, fileId: found.fileId ?? found[''] ?? 'The upload failed' }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: form.title,
      description: form.description,
      fileId: form.kind === 'FILE' ? (form.file?.id ?? null) : null,
      link: form.kind === 'LINK' ? form.link : null,
      audience: form.audience,
      eventId: form.audience === 'EVENT' ? form.eventId : null,
      incubator:
        form.audience === 'INCUBATOR' && picksIncubator(props.role) ? form.incubator : null,
    };
    const checked = resourceInput.safeParse(input);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      // With a file chosen as the kind, "attach a file or enter a link" belongs to the file.
      if (form.kind === 'FILE' && found.link && !input.fileId) {
        found.fileId = 'Choose a file to upload';
        delete found.link;
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      if (props.resource) await update({ variables: { id: props.resource.id, input } });
      else await create({ variables: { input } });
      await navigate(props.basePath);
    } catch (error) {
      setErrors(errorsFromGraphQL(error));
    }
  };

  const editing = !!props.resource;
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title={editing ? 'Edit resource' : 'Add resource'}
        description="A document or a link, for the people you choose."
      />
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors[''] && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {errors['']}
            </Alert>
          )}
          <TextInput
            label="Title"
            required
            maxLength={RESOURCE_LIMITS.title}
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            data-testid="resource-title"
          />
          <Textarea
            label="Description"
            description="What it is and when to use it."
            autosize
            minRows={3}
            maxLength={RESOURCE_LIMITS.description}
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            data-testid="resource-description"
          />
          <Stack gap={4}>
            <Input.Label id={fileLabel} component="span">
              Share
            </Input.Label>
            <SegmentedControl
              aria-labelledby={fileLabel}
              data={[
                { value: 'FILE', label: 'A file' },
                { value: 'LINK', label: 'A link' },
              ]}
              value={form.kind}
              onChange={(v) => set('kind', v as Kind)}
              w={{ base: '100%', xs: 260 }}
              data-testid="resource-kind"
            />
          </Stack>
          {form.kind === 'FILE' ? (
            <ResourceFileField
              file={form.file}
              uploading={uploading}
              error={errors.fileId}
              onPick={(f) => void pick(f)}
            />
          ) : (
            <TextInput
              label="Link"
              description="An http:// or https:// address"
              type="url"
              placeholder="https://"
              value={form.link}
              onChange={(e) => set('link', e.currentTarget.value)}
              error={errors.link}
              data-testid="resource-link"
            />
          )}
          {audiences.length > 1 ? (
            <Radio.Group
              label="For"
              value={form.audience}
              onChange={(v) => set('audience', v as ResourceAudience)}
              error={errors.audience}
            >
              <Stack gap="xs" mt={6}>
                {audiences.map((a) => (
                  <Radio
                    key={a}
                    value={a}
                    label={AUDIENCE_LABEL[a]}
                    data-testid={`audience-${a}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Stack gap={2}>
              <Input.Label component="span">For</Input.Label>
              <Text size="sm">
                {audiencesFor(props.role).includes('INCUBATOR')
                  ? 'Your incubator’s startups'
                  : 'The participants of an event you host'}
              </Text>
              {errors.audience && (
                <Text size="sm" c="red.7" role="alert">
                  {errors.audience}
                </Text>
              )}
              {errors.incubator && (
                <Text size="sm" c="red.7" role="alert">
                  {errors.incubator}
                </Text>
              )}
            </Stack>
          )}
          {form.audience === 'EVENT' && (
            <Select
              label="Event"
              description="Participants whose attendance is approved see it."
              placeholder={events.loading ? 'Loading events…' : 'Choose the event'}
              data={(events.data?.events ?? []).map((e) => ({ value: e.id, label: e.name }))}
              value={form.eventId}
              onChange={(v) => set('eventId', v)}
              searchable
              nothingFoundMessage="No event of that name"
              error={errors.eventId}
              required
              data-testid="resource-event"
            />
          )}
          {form.audience === 'INCUBATOR' && picksIncubator(props.role) && (
            <Select
              label="Incubator"
              placeholder="Choose the incubator"
              data={INCUBATORS.map((i) => ({ value: i.id, label: i.name }))}
              value={form.incubator}
              onChange={(v) => set('incubator', v)}
              searchable
              nothingFoundMessage="Not on the incubator list"
              error={errors.incubator}
              required
              data-testid="resource-incubator"
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={props.basePath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading} data-testid="resource-save">
              {editing ? 'Save changes' : 'Add resource'}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
