import { chatContacts } from '@club/schema/resources/chatContacts';
import { chatConversations } from '@club/schema/resources/chatConversations';
import { chatMessages } from '@club/schema/resources/chatMessages';
import { chatReads } from '@club/schema/resources/chatReads';
import { useGetList, type RaRecord } from 'react-admin';
import { resourceNameFor } from '../../resources/names';
import { useFallbackPoll } from '../../live/useLiveConnected';

export const CONVERSATIONS = resourceNameFor(chatConversations.name);
export const MESSAGES = resourceNameFor(chatMessages.name);
const READS = resourceNameFor(chatReads.name);
const CONTACTS = resourceNameFor(chatContacts.name);

/** How often the screen asks for what is new while the live stream is down (it tells each message when up). */
export const POLL_MS = 3000;

/** The most rows the screen asks for at once (beyond, a list counts as an export, which members may not make). */
const PAGE = 100;

/** The reader's conversations (newest message first) with their unread counts, and their participants' names. */
export const useConversations = (me: string) => {
  const refetchInterval = useFallbackPoll(POLL_MS);
  const conversations = useGetList(CONVERSATIONS, { pagination: { page: 1, perPage: PAGE }, sort: { field: 'lastMessageAt', order: 'DESC' }, filter: { participantIds: me } }, { refetchInterval });
  const reads = useGetList(READS, { pagination: { page: 1, perPage: PAGE }, sort: { field: 'createdAt', order: 'DESC' }, filter: { userId: me } }, { refetchInterval });
  const people = [...new Set((conversations.data ?? []).flatMap((conversation) => (conversation.participantIds as string[] | undefined) ?? []))].sort().slice(0, PAGE);
  const contacts = useGetList(CONTACTS, { pagination: { page: 1, perPage: PAGE }, sort: { field: 'name', order: 'ASC' }, filter: { userId: people } }, { enabled: people.length > 0 });
  const unread = new Map((reads.data ?? []).map((read) => [String(read.conversationId), Number(read.unreadCount)]));
  const names = new Map((contacts.data ?? []).map((contact) => [String(contact.userId), String(contact.name)]));
  return { conversations: conversations.data ?? [], unread, names, isPending: conversations.isPending, isError: conversations.isError };
};

/** Colleagues to start a conversation with, found by name as the reader types (not the reader). */
export const useColleagues = (me: string, q: string) => {
  const { data = [], isFetching } = useGetList(CONTACTS, { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: { active: true, ...(q ? { q } : {}) } });
  return { colleagues: data.filter((contact) => contact.userId !== me), isFetching };
};

/** One conversation's messages, oldest first (the last 100), polled while it is open. */
export const useMessages = (conversationId: string | undefined) => {
  const refetchInterval = useFallbackPoll(POLL_MS);
  return useGetList(
    MESSAGES,
    { pagination: { page: 1, perPage: PAGE }, sort: { field: 'createdAt', order: 'DESC' }, filter: { conversationId } },
    { enabled: Boolean(conversationId), refetchInterval, select: (result) => ({ ...result, data: [...result.data].reverse() }) },
  );
};

/** A conversation's name for the reader: a group's title, or the other person of a direct one. */
export const titleOf = (conversation: RaRecord, me: string, names: ReadonlyMap<string, string>): string =>
  conversation.kind === 'group' && conversation.title
    ? String(conversation.title)
    : ((conversation.participantIds as string[] | undefined) ?? []).filter((id) => id !== me).map((id) => names.get(id) ?? '…').join('، ');
