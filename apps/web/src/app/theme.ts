import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'matchday',
  primaryShade: { light: 8, dark: 5 },
  colors: { matchday, amber },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});
