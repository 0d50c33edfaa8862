import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme.ts';

/** Colour contrast AA comes from the theme (decision 065). */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;
const palettes = Object.entries(merged.colors).filter(([name]) => name !== 'dark');

describe('theme contrast', () => {
  it('draws shades 7 to 9 of every palette at 4.5:1 on white (amber 7–8 carry dark text)', () => {
    for (const [name, shades] of palettes) {
      for (const i of [7, 8, 9]) {
        const [fg, bg] =
          name === 'amber' && i < 9 ? [merged.black, shades[i]!] : [shades[i]!, '#ffffff'];
        expect(contrastRatio(fg, bg), `${name}.${i}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draws dimmed text at 4.5:1 on white, gray-0, gray-1 and every light background', () => {
    const dimmed = light['--mantine-color-dimmed']!;
    const backgrounds = ['#ffffff', merged.colors.gray[0], merged.colors.gray[1]];
    for (const [, shades] of palettes) backgrounds.push(shades[1]!);
    for (const bg of backgrounds) expect(contrastRatio(dimmed, bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('draws light variants (badges, alerts) at 4.5:1 on their own background', () => {
    for (const [name, shades] of palettes) {
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(text, shades[1]!), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
