import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptCookies,
  useBrowser,
  newPage,
  screenshot,
  type Viewport,
} from '../support/browser.ts';
import { signInThroughForm } from '../support/personas.ts';

/*
 * The shell and a dialog by keyboard only (Tab, Enter, Escape). Every element
 * that takes focus on the way shows it (an outline, a ring or the primary-coloured border of a
 * field), the dialog keeps focus inside while open, and Escape closes it and gives focus back to
 * the button that opened it.
 */
const browser = useBrowser();

type Focused = { tag: string; text: string; indicator: string | null; inDialog: boolean };

/** What has focus, and how it shows it (null: nothing drawn). */
async function focused(page: Page): Promise<Focused> {
  // Focus styles fade in (a field's border colour: 100 ms); read them once at rest.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', text: '', indicator: null, inDialog: false };
    }
    const style = getComputedStyle(el);
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    let indicator: string | null = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      indicator = `outline ${style.outlineWidth} ${style.outlineColor}`;
    } else if (style.boxShadow && style.boxShadow !== 'none') {
      indicator = `box-shadow ${style.boxShadow}`;
    } else if (/^(INPUT|TEXTAREA)$/.test(el.tagName)) {
      // A field shows focus by its border in the primary colour (on the field, or on the
      // wrapper that draws the border, as for a password field with its eye button).
      const framed = [el, el.parentElement].find(
        (node) => node && getComputedStyle(node).borderTopColor === primary,
      );
      if (framed) indicator = `border ${primary}`;
    }
    return {
      tag: el.tagName,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      indicator,
      inDialog: !!el.closest('[role="dialog"]'),
    };
  });
}

/** Presses Tab until `match` has focus, asserting every stop on the way shows its focus. */
async function tabTo(page: Page, match: (f: Focused) => boolean, max = 60): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    expect(f.indicator, `focus is not visible on <${f.tag}> "${f.text}"`).not.toBeNull();
    if (match(f)) return f;
  }
  throw new Error('never reached by Tab');
}

describe('keyboard only', () => {
  for (const viewport of ['desktop', 'phone'] as Viewport[]) {
    it(`walks the shell to Settings and opens and closes a dialog (${viewport})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      await acceptCookies(page);
      await signInThroughForm(page, 'startup');
      await page.waitForURL('**/startup');
      await page.getByRole('navigation', { name: /navigation/ }).waitFor({ state: 'attached' });
      // Start from the top of the page, as after a page load.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      if (viewport === 'phone') {
        // The side navigation is behind the menu button on a phone.
        await tabTo(page, (f) => f.text === 'Toggle navigation');
        await page.keyboard.press('Enter');
      }
      await tabTo(page, (f) => f.tag === 'A' && f.text === 'Settings');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/startup/settings');
      await page.getByRole('heading', { name: 'Delete my account' }).waitFor();

      const opener = await tabTo(page, (f) => f.text === 'Delete my account…');
      expect(opener.tag).toBe('BUTTON');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      // Focus moved into the dialog, and Tab keeps it there (focus trap), each stop visible.
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        expect(f.inDialog, `Tab left the dialog for <${f.tag}> "${f.text}"`).toBe(true);
        expect(f.indicator, `focus is not visible on <${f.tag}> "${f.text}"`).not.toBeNull();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `keyboard-dialog-${viewport}`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'Delete my account…',
      );
      const back = await focused(page);
      expect(back.tag).toBe('BUTTON');
      expect(back.indicator, 'focus returned to the opener is not visible').not.toBeNull();
      await context.close();
    });
  }
});
