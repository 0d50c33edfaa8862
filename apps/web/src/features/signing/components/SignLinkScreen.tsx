import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Code,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { NAME_NOTE_MAX, sameName, type SigningLinkView } from '@matchday/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ApiError } from '../../../lib/api.ts';
import { ROLE_LABELS, signingApi } from '../api/signing-api.ts';
import { closedText } from './link-texts.ts';
import { PdfPreview } from './PdfPreview.tsx';

type Screen =
  | { state: 'loading' }
  | { state: 'invalid'; message: string }
  | { state: 'unreachable'; message: string }
  | { state: 'ready'; link: SigningLinkView; justSigned?: boolean };

/**
 * `/token/sign/:token` — the built-in signer. The signatory reads the
 * agreement in the page, types their name and consents; the page sends the SHA-256 of the
 * document it showed, so a changed document is refused. A used, expired or unknown link says
 * so plainly.
 */
export function SignLinkScreen() {
  const { token = '' } = useParams();
  const [screen, setScreen] = useState<Screen>({ state: 'loading' });
  usePageTitle('Sign the agreement');

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    signingApi
      .link(token)
      .then((link) => live && setScreen({ state: 'ready', link }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) {
          setScreen({ state: 'invalid', message: error.message });
        } else {
          setScreen({
            state: 'unreachable',
            message: error instanceof Error ? error.message : 'The server could not be reached',
          });
        }
      });
    return () => {
      live = false;
    };
  }, [token, attempt]);
  const load = () => {
    setScreen({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Center p="md" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={880} w="100%" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            Innovation grant agreement
          </Title>
          {screen.state === 'loading' && (
            <Stack align="center" py="lg" aria-busy="true">
              <Loader aria-label="Checking the link" />
            </Stack>
          )}
          {screen.state === 'unreachable' && (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              title="The link could not be checked"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{screen.message}</Text>
                <Button size="xs" onClick={load}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
          {screen.state === 'invalid' && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={screen.message}
              data-testid="link-not-valid"
            >
              <Text size="sm">
                Check that the whole link was copied from the mail. Each signatory gets a link of
                their own.
              </Text>
            </Alert>
          )}
          {screen.state === 'ready' && screen.link.state !== 'open' && (
            <ClosedLink link={screen.link} justSigned={screen.justSigned ?? false} />
          )}
          {screen.state === 'ready' && screen.link.state === 'open' && (
            <OpenLink
              token={token}
              link={screen.link}
              onSigned={(link) => setScreen({ state: 'ready', link, justSigned: true })}
            />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function ClosedLink({ link, justSigned }: { link: SigningLinkView; justSigned: boolean }) {
  const state = link.state as Exclude<SigningLinkView['state'], 'open'>;
  const text = closedText(link, justSigned);
  return (
    <Alert
      color={state === 'signed' ? 'teal' : 'red'}
      variant="light"
      role={state === 'signed' ? 'status' : 'alert'}
      title={text.title}
      data-testid={justSigned ? 'signed-now' : `link-${state}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <strong>{link.title}</strong>
          {link.signer.signedAt &&
            ` — signed by ${link.signer.name} for ${link.signer.organisation} on ${formatDateTime(link.signer.signedAt)}.`}
        </Text>
        <Text size="sm">{text.text}</Text>
        <Parties link={link} />
        <Button component={RouterLink} to="/#sign-in" size="xs" variant="default">
          Sign in to Matchday
        </Button>
      </Stack>
    </Alert>
  );
}

function Parties({ link }: { link: SigningLinkView }) {
  return (
    <List size="sm" spacing={2} aria-label="Signatures">
      {link.parties.map((p) => (
        <List.Item key={p.role}>
          {ROLE_LABELS[p.role]}: {p.organisation} — {p.signed ? 'signed' : 'waiting'}
        </List.Item>
      ))}
    </List>
  );
}

function OpenLink(props: {
  token: string;
  link: SigningLinkView;
  onSigned(link: SigningLinkView): void;
}) {
  const { link, token } = props;
  const [pdf, setPdf] = useState<{ blob: Blob; sha256: string | null } | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [typedName, setTypedName] = useState('');
  const [nameNote, setNameNote] = useState('');
  const differs = typedName.trim().length >= 2 && !sameName(typedName, link.signer.name);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    signingApi
      .document(token)
      .then(setPdf)
      .catch((e: unknown) =>
        setPdfError(e instanceof Error ? e.message : 'The agreement could not be loaded'),
      );
  }, [token]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (typedName.trim().length < 2) local.typedName = 'Type your full name';
    else if (differs && !nameNote.trim()) {
      local.nameNote = `Say why your name differs from “${link.signer.name}”`;
    }
    if (!consent) local.consent = 'Tick the box to confirm that you sign';
    setErrors(local);
    if (Object.keys(local).length || !pdf?.sha256) return;
    setBusy(true);
    setFailure(null);
    try {
      props.onSigned(
        await signingApi.sign(token, {
          typedName,
          ...(differs ? { nameNote } : {}),
          // Ticked: the check above returned otherwise.
          consent: true,
          documentSha256: pdf.sha256,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else setFailure(error instanceof Error ? error.message : 'The signature was not saved');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>
        <strong>{link.signer.name}</strong>, you sign <strong>{link.title}</strong> for{' '}
        <strong>{link.signer.organisation}</strong> ({ROLE_LABELS[link.signer.role]}). Read the
        agreement below, then type your name and sign.
      </Text>
      <Parties link={link} />
      {pdfError && (
        <Alert color="red" variant="light" role="alert" title="The agreement could not be loaded">
          {pdfError}
        </Alert>
      )}
      {!pdf && !pdfError && <Loader role="status" aria-label="Loading the agreement" />}
      {pdf && (
        <PdfPreview blob={pdf.blob} title={`Agreement: ${link.title}`} fileName="agreement.pdf" />
      )}
      {pdf?.sha256 && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          Document fingerprint (SHA-256): <Code>{pdf.sha256}</Code>
        </Text>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Type your full name"
            description="Typing your name is your electronic signature."
            value={typedName}
            onChange={(e) => setTypedName(e.currentTarget.value)}
            error={errors.typedName}
            autoComplete="name"
            maxLength={120}
            required
          />
          {differs && (
            <TextInput
              label={`Why does your name differ from “${link.signer.name}”?`}
              description="The name on record is the one the programme was given. Your reason is recorded on the evidence page."
              value={nameNote}
              onChange={(e) => setNameNote(e.currentTarget.value)}
              error={errors.nameNote}
              maxLength={NAME_NOTE_MAX}
              required
            />
          )}
          <Checkbox
            label={`I have read the agreement and sign it electronically for ${link.signer.organisation}.`}
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
            error={errors.consent}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" title="Not signed">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={!pdf?.sha256}>
              Sign agreement
            </Button>
            <Anchor component={RouterLink} to="/" size="sm">
              Not now
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            We record the time (UTC), your network address, your browser and the fingerprint of the
            document you read. The link works once.
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
