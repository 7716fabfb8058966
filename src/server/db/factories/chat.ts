import {
  chatMessages,
  conversationParticipants,
  conversations,
  directConversationKey,
  type NewChatMessage,
} from '../schema';
import { inserter, one, type Executor } from './util';

export function chatMessageInput(
  conversationId: string,
  senderId: string,
  overrides: Partial<NewChatMessage> = {},
): NewChatMessage {
  return {
    conversationId,
    senderId,
    body: 'You playing with Hummingbird Mas this year? Saving a spot in the front line!',
    ...overrides,
  };
}

/**
 * A conversation between members, with optional messages in order (one second apart so they sort).
 * Two members get a direct conversation (unique per pair).
 */
export async function createConversation(
  db: Executor,
  userIds: string[],
  messages: { senderId: string; body: string }[] = [],
) {
  const directKey = userIds.length === 2 ? directConversationKey(userIds[0]!, userIds[1]!) : null;
  const start = Date.now() - messages.length * 1000;
  const conversation = one(await db.insert(conversations).values({ directKey }).returning());
  await db
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: conversation.id, userId })));
  if (messages.length) {
    await db.insert(chatMessages).values(
      messages.map((m, i) =>
        chatMessageInput(conversation.id, m.senderId, {
          body: m.body,
          createdAt: new Date(start + i * 1000),
        }),
      ),
    );
  }
  return conversation;
}

export const createChatMessage = inserter(chatMessages, chatMessageInput);
