import { useApolloClient } from '@apollo/client/react';
import { MESSAGE_LIMITS } from '@matchday/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MessagesDocument, type MessageFieldsFragment } from '../../../gql/startup.ts';
import { mergeMessages } from '../lib/merge-messages.ts';
import { useConversationSignals } from './useConversationSignals.ts';

type Message = MessageFieldsFragment;

/**
 * One conversation's messages: the newest page first, earlier pages on demand, and live: a signal
 * for this conversation fetches what is newer than the newest held (an edit or deletion, or a
 * catch-up after the stream was down, the newest page again). Merged by id: nothing twice.
 * The screen mounts it anew (a key) for each conversation.
 */
export function useThread(conversationId: string) {
  const client = useApolloClient();
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [hasEarlier, setHasEarlier] = useState(false);
  const held = useRef<Message[]>([]);
  useEffect(() => {
    held.current = messages;
  });

  const fetchPage = useCallback(
    async (page: { before?: string; after?: string }) => {
      const { data, error: failed } = await client.query({
        query: MessagesDocument,
        variables: { conversationId, ...page },
        fetchPolicy: 'network-only',
      });
      if (failed || !data) throw failed ?? new Error('The messages could not be loaded');
      return data.messages;
    },
    [client, conversationId],
  );

  const merge = (incoming: Message[]) =>
    setMessages((prev) =>
      mergeMessages(
        prev,
        incoming.filter((m) => m.conversationId === conversationId),
      ),
    );

  useEffect(() => {
    let live = true;
    fetchPage({})
      .then((page) => {
        if (!live) return;
        setMessages(page);
        setHasEarlier(page.length === MESSAGE_LIMITS.page);
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchPage]);

  useConversationSignals((signal) => {
    if (signal && signal.conversationId !== conversationId) return;
    const newest = held.current.at(-1)?.id;
    const page = signal?.change === 'SENT' && newest ? { after: newest } : {};
    fetchPage(page).then(merge, () => undefined);
  });

  const loadEarlier = async () => {
    const first = held.current[0]?.id;
    if (!first) return;
    const page = await fetchPage({ before: first });
    setHasEarlier(page.length === MESSAGE_LIMITS.page);
    merge(page);
  };

  return { messages, loading, error, hasEarlier, loadEarlier, merge };
}
