import type { VenueBoard, VenueBoardSlot } from '@matchday/shared';
import { formatTime } from '../../../../lib/dates.ts';
import { Badge, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useTick } from '../../hooks/useTick.ts';
import { countdown, slotTime } from '../../lib/live-time.ts';
import classes from './venue.module.css';

type Board = VenueBoard;

const m = defineMessages({
  pageTitle: { id: 'venue.title', defaultMessage: 'Venue screen' },
  now: { id: 'venue.now', defaultMessage: 'Now · {time}' },
  endsIn: { id: 'venue.endsIn', defaultMessage: 'ends in {time}' },
  next: { id: 'venue.next', defaultMessage: 'Next · {time}' },
  startsIn: { id: 'venue.startsIn', defaultMessage: 'starts in {time}' },
  table: { id: 'venue.table', defaultMessage: 'Table' },
  online: { id: 'venue.online', defaultMessage: 'Online' },
  meets: { id: 'venue.meets', defaultMessage: 'meets' },
  noneNow: { id: 'venue.noneNow', defaultMessage: 'No meetings right now.' },
  noneNext: { id: 'venue.noneNext', defaultMessage: 'No more meetings today. Thank you!' },
  loading: { id: 'venue.loading', defaultMessage: 'Loading the venue screen…' },
  gone: {
    id: 'venue.gone',
    defaultMessage:
      'This venue screen link is not valid: it was revoked or replaced. Ask the organisers for the new link.',
  },
  offline: {
    id: 'venue.offline',
    defaultMessage: 'Cannot reach Matchday; showing what was last loaded. Retrying…',
  },
});

/** How often the board asks again (no stream held open). */
const POLL_MS = 15_000;

/** Polls the board; `gone` once the server says the link is unknown or revoked. */
function useBoard(token: string) {
  const [board, setBoard] = useState<Board | null>(null);
  const [gone, setGone] = useState(false);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const res = await fetch(`/api/venue/${encodeURIComponent(token)}`, { cache: 'no-store' });
        if (stop) return;
        if (res.status === 404) {
          setGone(true);
          setBoard(null);
          return; // a revoked link is not asked again
        }
        if (!res.ok) throw new Error(String(res.status));
        setBoard((await res.json()) as Board);
        setOffline(false);
      } catch {
        if (!stop) setOffline(true);
      }
      if (!stop) timer = setTimeout(() => void load(), POLL_MS);
    };
    void load();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [token]);
  return { board, gone, offline };
}

function Meetings(props: { slot: VenueBoardSlot; big: boolean }) {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: props.big ? 3 : 4 }}
      spacing="sm"
      component="ul"
      className={classes.list}
    >
      {props.slot.meetings.map((mt, i) => (
        <li
          key={`${mt.table ?? ''}-${i}`}
          className={classes.meeting}
          data-big={props.big || undefined}
        >
          <Text className={classes.table}>{mt.table ?? t(m.online)}</Text>
          <Text className={classes.names}>
            {mt.startup} <span className={classes.meets}>{t(m.meets)}</span> {mt.corporate}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * `/venue/:token` — the venue's big screen (decision 108): the slot under way, the next slot's
 * meetings by table and a countdown; asks the server every 15 seconds. Company names and
 * tables only. A revoked link says so in words.
 */
export function VenueScreenPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { board, gone, offline } = useBoard(token);
  const now = useTick();
  useEffect(() => {
    document.title = board ? `${board.event.name} · ${t(m.pageTitle)}` : t(m.pageTitle);
  }, [board, t]);
  if (gone || !board) {
    return (
      <Box className={classes.screen} component="main">
        <Text className={classes.message} role={gone ? 'alert' : 'status'}>
          {t(gone ? m.gone : m.loading)}
        </Text>
      </Box>
    );
  }
  const zone = board.event.timezone;
  const clock = formatTime(new Date(now).toISOString(), { timeZone: zone });
  const current = board.current && Date.parse(board.current.endsAt) > now ? board.current : null;
  const next = board.next;
  return (
    <Box className={classes.screen} component="main" data-testid="venue-screen">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="lg">
        <div>
          <Title order={1} className={classes.event}>
            {board.event.name}
          </Title>
          {board.event.venue && <Text className={classes.venue}>{board.event.venue}</Text>}
        </div>
        <Text className={classes.clock} aria-label={clock}>
          {clock}
        </Text>
      </Group>
      {offline && (
        <Badge color="yellow" size="lg" mb="md" role="status">
          {t(m.offline)}
        </Badge>
      )}
      <Stack gap="xl">
        <section aria-labelledby="venue-now" data-testid="venue-now">
          <Group gap="md" align="baseline" mb="sm">
            <Title order={2} id="venue-now" className={classes.heading}>
              {current
                ? t(m.now, { time: slotTime(current.startsAt, current.endsAt, zone) })
                : t(m.noneNow)}
            </Title>
            {current && (
              <Text className={classes.countdown} role="timer">
                {t(m.endsIn, { time: countdown(Date.parse(current.endsAt), now) })}
              </Text>
            )}
          </Group>
          {current && <Meetings slot={current} big={!next} />}
        </section>
        <section aria-labelledby="venue-next" data-testid="venue-next">
          <Group gap="md" align="baseline" mb="sm">
            <Title order={2} id="venue-next" className={classes.heading}>
              {next
                ? t(m.next, { time: slotTime(next.startsAt, next.endsAt, zone) })
                : t(m.noneNext)}
            </Title>
            {next && (
              <Text className={classes.countdown} role="timer">
                {t(m.startsIn, { time: countdown(Date.parse(next.startsAt), now) })}
              </Text>
            )}
          </Group>
          {next && <Meetings slot={next} big />}
        </section>
      </Stack>
    </Box>
  );
}
