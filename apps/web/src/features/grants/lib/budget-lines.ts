/** One budget line as the form edits it: an amount may be empty while typing. */
export type BudgetLine = { key: number; label: string; amount: number | '' };

let lineKey = 0;

/** A fresh line with a key of its own (React keeps inputs apart by it). */
export const newLine = (label = '', amount: number | '' = ''): BudgetLine => ({
  key: ++lineKey,
  label,
  amount,
});

/** The lines worth saving: a label and a positive amount, trimmed. */
export const completeBudgetLines = (lines: BudgetLine[]) =>
  lines
    .filter((l) => l.label.trim() && typeof l.amount === 'number' && l.amount > 0)
    .map((l) => ({ label: l.label.trim(), amount: l.amount as number }));
