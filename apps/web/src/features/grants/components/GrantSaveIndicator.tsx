import { Text } from '@mantine/core';
import { plural } from '@matchday/shared';
import { formatTime } from '../../../lib/dates.ts';
import type { SaveState } from '../hooks/useGrantAutosave.ts';

/**
 * What the draft's autosave is doing, announced politely to screen readers. A refused field does
 * not stop the others: they are saved, and the marked ones say what is wrong.
 */
export function GrantSaveIndicator(props: { state: SaveState }) {
  const s = props.state;
  const text =
    s.kind === 'saving' || s.kind === 'pending'
      ? 'Saving…'
      : s.kind === 'saved'
        ? `Saved ${formatTime(s.at)}`
        : s.kind === 'invalid'
          ? `Saved ${formatTime(s.at)}, except ${plural(Object.keys(s.errors).length, 'marked field')}`
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
