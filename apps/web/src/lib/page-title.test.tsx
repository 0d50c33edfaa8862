import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title.ts';

function Titled({ title, priority }: { title: string; priority?: number }) {
  usePageTitle(title, priority);
  return null;
}

describe('usePageTitle (the tab title never changed)', () => {
  it('names the tab after the page shown, and gives it back when the page goes', () => {
    const { rerender, unmount } = render(<Titled title="Events" />);
    expect(document.title).toBe('Events · Matchday');
    rerender(<Titled title="Companies" />);
    expect(document.title).toBe('Companies · Matchday');
    unmount();
    expect(document.title).toBe('Matchday — innovation matchmaking');
  });

  it("lets a page's own title win over its area's section, whichever mounts first", () => {
    // Children's effects run before their parent's: the section (priority 0) mounts last.
    const { unmount } = render(
      <>
        <Titled title="Birch AB" />
        <Titled title="Companies · Administration" priority={0} />
      </>,
    );
    expect(document.title).toBe('Birch AB · Matchday');
    unmount();
    render(<Titled title="Companies · Administration" priority={0} />);
    expect(document.title).toBe('Companies · Administration · Matchday');
  });
});
