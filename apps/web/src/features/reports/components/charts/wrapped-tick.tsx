/**
 * A category axis label of a horizontal bar chart on up to two lines, broken between words, so a
 * long name ("City of Helsinki Innovation Office") is read whole rather than cut after 20
 * characters; only a name too long for two lines ends in "…".
 */
export function tickLines(label: string, perLine = 22): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2)
    return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, perLine - 1)}…`];
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

export function WrappedTick(props: TickProps) {
  const lines = tickLines(String(props.payload?.value ?? ''));
  const first = lines.length === 1 ? 0.35 : -0.25;
  return (
    <text x={props.x} y={props.y} textAnchor="end" fontSize={12} fill="var(--mantine-color-text)">
      {lines.map((line, i) => (
        <tspan key={i} x={props.x} dx={-4} dy={i === 0 ? `${first}em` : '1.1em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
