import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  GenerateScheduleDocument,
  LockMeetingDocument,
  MoveMeetingDocument,
  OrganiserSetMeetingStatusDocument,
  PublishScheduleDocument,
  ScheduleBoardDocument,
  SwapMeetingsDocument,
  UnplaceMeetingDocument,
  type GenerateScheduleMutation,
  type MeetingStatus,
  type NoShowSide,
  type PublishScheduleMutation,
} from '../../../gql/admin.ts';

export const errorText = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'Something went wrong; try again';

/** What the last action said: done (green) or refused by the server (the conflict named). */
export type ActionNotice = { tone: 'done' | 'refused'; title: string; text: string };

/**
 * The schedule board's actions. Each runs one mutation; a refusal becomes a notice naming the
 * conflict and the board is read again (someone else may have changed it), so the grid never
 * shows a placement the server did not accept.
 */
export function useScheduleActions(eventId: string) {
  const client = useApolloClient();
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refetch = useCallback(
    () => client.refetchQueries({ include: [ScheduleBoardDocument] }),
    [client],
  );
  const [generateM] = useMutation(GenerateScheduleDocument);
  const [publishM] = useMutation(PublishScheduleDocument);
  const [moveM] = useMutation(MoveMeetingDocument);
  const [swapM] = useMutation(SwapMeetingsDocument);
  const [lockM] = useMutation(LockMeetingDocument);
  const [unplaceM] = useMutation(UnplaceMeetingDocument);
  const [statusM] = useMutation(OrganiserSetMeetingStatusDocument);

  /**
   * Runs `fn`; on refusal shows `failTitle` with the server's words (also handed to `onFail`, for
   * a dialog that stays open) and reads the board again.
   */
  const attempt = useCallback(
    async <T>(
      key: string,
      failTitle: string,
      fn: () => Promise<T>,
      onFail?: (why: string) => void,
    ): Promise<T | null> => {
      setBusy(key);
      try {
        const result = await fn();
        return result;
      } catch (e) {
        const why = errorText(e);
        onFail?.(why);
        setNotice({ tone: 'refused', title: failTitle, text: why });
        await refetch().catch(() => undefined);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [refetch],
  );

  const done = (title: string, text: string) => setNotice({ tone: 'done', title, text });

  return {
    notice,
    setNotice,
    busy,
    generate: async (): Promise<GenerateScheduleMutation['generateSchedule'] | null> => {
      setNotice(null);
      const result = await attempt('generate', 'The schedule was not generated', async () => {
        const { data } = await generateM({ variables: { eventId } });
        await refetch();
        return data?.generateSchedule ?? null;
      });
      return result;
    },
    /** Throws on refusal: the confirm dialog shows the reason. */
    publish: async (): Promise<PublishScheduleMutation['publishSchedule'] | null> => {
      setNotice(null);
      const { data } = await publishM({ variables: { eventId } });
      await refetch();
      return data?.publishSchedule ?? null;
    },
    /** True when moved; otherwise why not, in the server's words. */
    move: async (meetingId: string, slot: number, table: number, where: string) => {
      let why = 'Something went wrong; try again';
      const moved = await attempt(
        `move:${meetingId}`,
        'The meeting was not moved',
        async () => {
          await moveM({ variables: { meetingId, slot, table } });
          done('Meeting moved', `Now at ${where}.`);
          return true as const;
        },
        (text) => (why = text),
      );
      return moved ?? why;
    },
    swap: (meetingId: string, otherMeetingId: string) =>
      attempt('swap', 'The meetings were not swapped', async () => {
        await swapM({ variables: { meetingId, otherMeetingId } });
        done('Meetings swapped', 'Each now sits in the other’s slot and table.');
        return true;
      }),
    lock: (meetingId: string, locked: boolean) =>
      attempt(`lock:${meetingId}`, locked ? 'Not pinned' : 'Not unpinned', async () => {
        await lockM({ variables: { meetingId, locked } });
        done(
          locked ? 'Meeting pinned' : 'Meeting unpinned',
          locked
            ? 'Generating again keeps it where it is.'
            : 'Generating again may move it to place more meetings.',
        );
        return true;
      }),
    unplace: (meetingId: string) =>
      attempt(`unplace:${meetingId}`, 'The meeting was not taken out', async () => {
        await unplaceM({ variables: { meetingId } });
        done('Taken out of the schedule', 'The pair is back in the unplaced list below.');
        return true;
      }),
    /** Held / no-show / cancelled; throws on refusal so dialogs and check-in rows can show it. */
    setStatus: async (
      meetingId: string,
      status: MeetingStatus,
      reason?: string,
      absent?: NoShowSide,
    ) => {
      try {
        const { data } = await statusM({ variables: { meetingId, status, reason, absent } });
        return data?.setMeetingStatus ?? null;
      } catch (e) {
        await refetch().catch(() => undefined);
        throw e;
      }
    },
    refetch,
  };
}

export type ScheduleActions = ReturnType<typeof useScheduleActions>;
