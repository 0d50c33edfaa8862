import { Text } from '@mantine/core';
import { formatTime } from '../../../lib/dates.ts';
import type { SaveState } from '../hooks/useGrantAutosave.ts';

/** What the draft's autosave is doing, announced politely to screen readers. */
export function GrantSaveIndicator(props: { state: SaveState }) {
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
