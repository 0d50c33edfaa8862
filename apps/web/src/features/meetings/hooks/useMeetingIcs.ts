import { useState } from 'react';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { icsFileName } from '../lib/agenda-status.ts';

/**
 * Downloads one meeting's calendar file (GET /api/meetings/{id}/ics, with the session's headers)
 * and saves it as a file; `problem` says why it failed.
 */
export function useMeetingIcs() {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);

  const download = async (meeting: { id: string; startsAt: unknown }, counterpart: string) => {
    setBusy(meeting.id);
    setProblem(null);
    try {
      const response = await authorizedFetch(`/api/meetings/${meeting.id}/ics`, {
        headers: { accept: 'text/calendar' },
      });
      if (!response.ok) throw await apiErrorOf(response);
      const blob = new Blob([await response.text()], { type: 'text/calendar' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = icsFileName(meeting.startsAt, counterpart);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      setProblem({
        id: meeting.id,
        text: `The calendar file could not be downloaded: ${e instanceof Error ? e.message : 'try again'}`,
      });
    } finally {
      setBusy(null);
    }
  };

  return { download, busy, problem };
}
