import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  toRgba,
  type AlertProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type FileInputProps,
  type MantineColorsTuple,
  type ModalProps,
  type PaginationProps,
} from '@mantine/core';

/** Matchday blue (trust, institutions) and amber (the spark of a match). */
const matchday: MantineColorsTuple = [
  '#eef3ff',
  '#dbe3fb',
  '#b4c4f1',
  '#8aa2e8',
  '#6786e0',
  '#5074dc',
  '#436bdb',
  '#345ac3',
  '#2b4faf',
  '#1d3a8a',
];
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour, darkened in small steps until it reads at AA (4.5:1, with a margin) on the background. */
export function readableOn(color: string, background: string, ratio = 4.6): string {
  let result = color;
  for (let i = 0; i < 30 && contrastRatio(result, background) < ratio; i++) {
    result = darken(result, 0.05);
  }
  return result === color ? color : toHex(result);
}

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Shades 7 to 9 of a palette, darkened where needed to read at AA on white; shade 9 also on
 * shade 1 (light badges and alerts draw shade 9 on shade 1).
 */
function readablePalette(shades: MantineColorsTuple, keep: number[] = []): MantineColorsTuple {
  return shades.map((shade, i) => {
    if (i < 7 || keep.includes(i)) return shade;
    const onWhite = readableOn(shade, '#ffffff');
    return i === 9 ? readableOn(onWhite, shades[1]) : onWhite;
  }) as unknown as MantineColorsTuple;
}

/**
 * Colour contrast AA for the whole app, in one place (decision 065). Mantine's default palettes
 * are too light from shade 7 on for text and for white text on them (red-7 3.8:1, green-8
 * 3.4:1, teal-8 3.9:1, orange-8 3.6:1): shades 7 to 9 of every palette are darkened until they
 * read at 4.5:1 on white. Amber is the spark: its bright shades 7 and 8 carry dark text
 * (c="dark", 5.9:1) and stay as they are.
 */
const PALETTES: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, matchday, amber })
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [
      name,
      readablePalette(shades as MantineColorsTuple, name === 'amber' ? [7, 8] : []),
    ]),
);

const PAGE_CONTROLS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'matchday',
  primaryShade: { light: 8, dark: 5 },
  colors: PALETTES,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // autoContrast picks black text from this luminance up: where black reads better than white.
  luminanceThreshold: 0.179,
  // Keyboard focus is always drawn (a 2 px ring in the primary colour); mouse clicks draw none.
  focusRing: 'auto',
  // Icon-only controls Mantine renders itself carry a name for screen readers (axe: button-name).
  // Plain objects, not `Modal.extend(…)`: `extend` would put every one of these components (and
  // what they build on) into the landing page's bundle.
  components: {
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } satisfies Partial<AlertProps> },
    FileInput: {
      defaultProps: {
        clearButtonProps: { 'aria-label': 'Remove the file' },
      } satisfies Partial<FileInputProps>,
    },
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGE_CONTROLS[control] }),
        getItemProps: (page) => ({ 'aria-label': `Page ${page}` }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

/**
 * Text drawn in the dimmed grey (gray-6, 3.3:1 on white), errors (red-6, 3.3:1) and the text of
 * light variants (shade 9 on shade 1: teal 4.3:1, yellow 2.7:1) are set to read at 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    // 5.0:1 or better on white, gray-0/1 and every palette's shade 1 (light alerts and badges).
    '--mantine-color-dimmed': '#596068',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || !shades) continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, shades[1]!);
  }
  return { variables: {}, light, dark: {} };
};
