import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages.ts';

describe('mergeMessages', () => {
  it('keeps one copy per id (the newest) in time order, so a reconnect shows nothing twice', () => {
    const held = [
      { id: 'b', sentAt: '2026-11-27T10:01:00.000Z', body: 'two' },
      { id: 'a', sentAt: '2026-11-27T10:00:00.000Z', body: 'one' },
    ];
    const incoming = [
      { id: 'b', sentAt: '2026-11-27T10:01:00.000Z', body: 'two, edited' },
      { id: 'c', sentAt: '2026-11-27T10:02:00.000Z', body: 'three' },
    ];
    expect(mergeMessages(held, incoming).map((m) => m.body)).toEqual([
      'one',
      'two, edited',
      'three',
    ]);
  });
});
