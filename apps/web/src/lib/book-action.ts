import { createContext, useContext, type ReactNode } from 'react';

/**
 * "Book a meeting" with a counterpart at an event, where a feature shows one but does not own
 * booking (a conversation): the app layer provides what it renders (the meetings feature's
 * button, shown only where participants book). Nothing is shown where none is provided.
 */
export type BookAction = (counterpart: { id: string; name: string }, eventId: string) => ReactNode;

export const BookActionContext = createContext<BookAction | null>(null);

export function useBookAction(): BookAction | null {
  return useContext(BookActionContext);
}
