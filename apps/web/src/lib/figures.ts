import { MIN_RATERS_SHOWN, plural } from '@matchday/shared';

/** How the follow-up figures read wherever they are shown (Reports, an event's Follow-up tab). */

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "63 %"-style rate, or a dash when there is nothing to divide by. */
export function formatRate(rate: number | null | undefined): string {
  return rate == null ? '—' : percent.format(rate);
}

export function formatScore(score: number | null | undefined): string {
  return score == null ? '—' : `${decimal.format(score)} / 5`;
}

/** A rating average's note: how many stand behind it, or why it is withheld. */
export function ratingNote(average: number | null | undefined, count: number): string {
  const ratings = plural(count, 'rating', 'ratings');
  return average == null && count > 0
    ? `${ratings}; the average shows once ${MIN_RATERS_SHOWN} different companies have rated`
    : ratings;
}
