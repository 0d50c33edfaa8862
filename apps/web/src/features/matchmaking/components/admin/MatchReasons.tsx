import { Button, Collapse, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { splitReasons } from './board.ts';
import classes from './admin.module.css';

type Reason = { kind: string; text: string; weight: number };

/** "+12", "−4", or nothing for a reason that adds no points (a flag such as "met before"). */
const pointsOf = (w: number) => (w > 0 ? `+${w}` : w < 0 ? `−${Math.abs(w)}` : null);

/**
 * Why the engine ranked a startup here: the strongest reasons with their points (which add up to
 * the score), the rest behind "why?".
 */
export function MatchReasons(props: {
  reasons: readonly Reason[];
  startup: string;
  visible?: number;
}) {
  const { top, rest } = splitReasons(props.reasons, props.visible ?? 2);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!top.length) {
    return (
      <Text size="xs" c="dimmed">
        No reasons given
      </Text>
    );
  }
  const item = (r: Reason, i: number) => (
    <li key={`${r.kind}-${i}`} className={r.weight < 0 ? classes.against : undefined}>
      {pointsOf(Math.round(r.weight)) && (
        <span className={classes.points}>{pointsOf(Math.round(r.weight))} </span>
      )}
      {r.text}
    </li>
  );
  return (
    <div>
      <ul className={classes.reasons} aria-label={`Reasons for ${props.startup}`}>
        {top.map(item)}
      </ul>
      {rest.length > 0 && (
        <>
          <Collapse expanded={open}>
            <ul className={classes.reasons} id={id}>
              {rest.map(item)}
            </ul>
          </Collapse>
          <Button
            variant="subtle"
            size="compact-xs"
            px={4}
            aria-expanded={open}
            aria-controls={id}
            aria-label={
              open
                ? `Fewer reasons for ${props.startup}`
                : `Why ${props.startup}? ${rest.length} more reasons`
            }
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'fewer' : `why? (+${rest.length})`}
          </Button>
        </>
      )}
    </div>
  );
}
