import { MIN_RATERS_SHOWN } from '@matchday/shared';
import { localeStore } from './locale.ts';
import { defineMessages, formatNow } from './messages.ts';

const m = defineMessages({
  ratings: {
    id: 'figures.ratings',
    defaultMessage: '{count, plural, one {# rating} other {# ratings}}',
  },
  withheld: {
    id: 'figures.withheld',
    defaultMessage: '{ratings}; the average shows once {min} different companies have rated',
  },
});

/** How the follow-up figures read wherever they are shown (Reports, an event's Follow-up tab). */

// Numbers in the language shown (Swedish: "63 %", "4,5").
const numbers = (options: Intl.NumberFormatOptions) => {
  const made = new Map<string, Intl.NumberFormat>();
  return () => {
    const tag = localeStore.get() === 'sv' ? 'sv-SE' : 'en-GB';
    let format = made.get(tag);
    if (!format) made.set(tag, (format = new Intl.NumberFormat(tag, options)));
    return format;
  };
};
const percent = numbers({ style: 'percent', maximumFractionDigits: 0 });
const decimal = numbers({ maximumFractionDigits: 1 });

/** "63 %"-style rate, or a dash when there is nothing to divide by. */
export function formatRate(rate: number | null | undefined): string {
  return rate == null ? '—' : percent().format(rate);
}

export function formatScore(score: number | null | undefined): string {
  return score == null ? '—' : `${decimal().format(score)} / 5`;
}

/** A rating average's note: how many stand behind it, or why it is withheld. */
export function ratingNote(average: number | null | undefined, count: number): string {
  const ratings = formatNow(m.ratings, { count });
  return average == null && count > 0
    ? formatNow(m.withheld, { ratings, min: MIN_RATERS_SHOWN })
    : ratings;
}
