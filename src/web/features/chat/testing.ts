import type { ChatMessageItem, ConversationItem } from '../../../shared/domains/chat';

/** Web tests' Fete Chat answers: Marlon's conversation with Kaia, and its messages. */
export const conversationId = '5f0c6d4e-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

export const conversation: ConversationItem = {
  id: conversationId,
  other: { id: 'kaia', firstName: 'Kaia', lastName: 'Tester', avatarUrl: null },
  lastMessage: null,
  unread: 0,
  otherLastReadAt: null,
  blockedByMe: false,
  blockedByThem: false,
  updatedAt: '2027-02-01T12:00:00.000Z',
};

/** The conversation's message number `n` (its id follows from `n`), sent at 12:0n by default. */
export const chatMessage = (
  n: number,
  senderId: string,
  body: string,
  createdAt = `2027-02-01T12:0${n}:00.000Z`,
): ChatMessageItem => ({
  id: `0b7e6a3c-1d2e-4f5a-8b9c-${String(n).padStart(12, '0')}`,
  conversationId,
  senderId,
  body,
  createdAt,
});
