import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { timeInZone } from '@matchday/shared';
import { useCallback, useState } from 'react';
import { CheckInListDocument, type CheckInResultFieldsFragment } from '../../../../gql/admin.ts';
import { useCheckInByCode, useCheckInPerson } from '../../hooks/useCheckIn.ts';
import { errorText } from '../../hooks/useScheduleActions.ts';
import { decodeQrFile } from '../../lib/qr-decode.ts';
import { QrScanner } from './QrScanner.tsx';

function Result(props: { result: CheckInResultFieldsFragment; timezone: string }) {
  const r = props.result;
  return (
    <Alert
      color={r.already ? 'blue' : 'teal'}
      variant="light"
      role="status"
      title={`${r.name} (${r.companyName}) ${r.already ? 'was already checked in' : 'is checked in'}`}
      data-testid="check-in-result"
    >
      {r.next
        ? `Next: ${timeInZone(r.next.startsAt as string, props.timezone)} with ${r.next.counterpartName}${r.next.place ? ` at ${r.next.place}` : ''}.`
        : 'No more meetings today.'}
    </Alert>
  );
}

/**
 * Arrivals at the desk: scan a participant's QR code with the camera (or read it from a photo),
 * or find the person by name; each check-in shows their next meeting and table.
 */
export function ArrivalsDesk(props: { eventId: string; timezone: string }) {
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<CheckInResultFieldsFragment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [byCode, coding] = useCheckInByCode();
  const [byName] = useCheckInPerson();
  const list = useQuery(CheckInListDocument, {
    variables: { eventId: props.eventId, search: debounced },
    skip: debounced.length < 2,
  });
  const { eventId } = props;

  const checkCode = useCallback(
    (code: string) => {
      setScanning(false);
      setProblem(null);
      byCode({ variables: { eventId, code } })
        .then((r) => setResult(r.data?.checkInByCode ?? null))
        .catch((e: unknown) => {
          setResult(null);
          setProblem(errorText(e));
        });
    },
    [byCode, eventId],
  );

  const readPhoto = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const code = await decodeQrFile(file).catch(() => null);
    if (code) checkCode(code);
    else setProblem('No QR code was found in this picture. Try again closer, or search by name.');
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Button onClick={() => setScanning(true)} loading={coding.loading}>
            Scan QR code
          </Button>
          <FileButton onChange={(f) => void readPhoto(f)} accept="image/*">
            {(p) => (
              <Button variant="default" {...p} data-testid="qr-photo">
                From a photo
              </Button>
            )}
          </FileButton>
          <TextInput
            aria-label="Find a participant by name"
            placeholder="Find by name or company"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 160px' }}
          />
        </Group>
        {result && <Result result={result} timezone={props.timezone} />}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {debounced.length >= 2 && (
          <Stack gap={4} aria-label="Participants found" role="list">
            {list.data?.checkInList.length === 0 && (
              <Text size="sm" c="dimmed">
                Nobody of this event matches “{debounced}”.
              </Text>
            )}
            {list.data?.checkInList.map((p) => (
              <Group key={p.userId} justify="space-between" gap="xs" role="listitem" wrap="nowrap">
                <Text size="sm" style={{ minWidth: 0 }} lineClamp={2}>
                  {p.name} · {p.companyName}
                </Text>
                {p.arrivedAt ? (
                  <Badge color="teal" variant="light" style={{ flex: 'none' }}>
                    Arrived {timeInZone(p.arrivedAt as string, props.timezone)}
                  </Badge>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Check in ${p.name}`}
                    onClick={() =>
                      void byName({ variables: { eventId, userId: p.userId } })
                        .then((r) => setResult(r.data?.checkInPerson ?? null))
                        .catch((e: unknown) => setProblem(errorText(e)))
                    }
                  >
                    Check in
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <QrScanner opened={scanning} onClose={() => setScanning(false)} onCode={checkCode} />
    </Paper>
  );
}
