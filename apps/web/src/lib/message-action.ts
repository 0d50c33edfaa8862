import { createContext, useContext, type ReactNode } from 'react';

/**
 * "Message" beside a counterpart (a suggestion, a selection, a pairing request): the app layer
 * provides what it renders (the conversations feature's button), so the feature that shows the
 * counterpart needs no import of conversations. Nothing is shown where none is provided.
 */
export type MessageAction = (
  counterpart: { id: string; name: string },
  eventId: string,
) => ReactNode;

export const MessageActionContext = createContext<MessageAction | null>(null);

/** What to render as "Message" for a counterpart at an event (null: no button here). */
export function useMessageAction(): MessageAction | null {
  return useContext(MessageActionContext);
}
