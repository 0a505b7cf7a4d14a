/**
 * The help chat's "leave a message" (issue #16; docs/chat.md): stored, and e-mailed to the shop's
 * help inbox through the outbox in the same transaction — a message is never kept without its
 * e-mail or the reverse. Limited per client address like the shop's other public writes.
 */
import { CHAT_MESSAGES_PER_ADDRESS_PER_HOUR, type ChatMessage } from '@tireshop/core';
import type { Database } from '../db/client';
import { chatMessages, outboxEmails } from '../db/schema';
import { renderChatMessageEmail } from '../mail/chat-email';
import { nextId } from './installer-applications';
import { createDatabaseLimiter, type RateLimiter } from './rate-limit';

/** The inbox when none is configured (config.helpInboxEmail). */
export const DEFAULT_HELP_INBOX_EMAIL = 'help@tireshop.localhost';

export const createChatMessageLimiter = (database: Database): RateLimiter =>
  createDatabaseLimiter(database, { bucket: 'chat-messages-address', limit: CHAT_MESSAGES_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 });

/** POST /v1/help/messages, once the limiter let it through: the message as stored. */
export async function leaveChatMessage(
  database: Database,
  input: { name: string; email: string; message: string },
  context: { now: Date; helpInbox: string },
): Promise<{ message: ChatMessage }> {
  return database.db.transaction(async (tx) => {
    const id = await nextId(tx, 'chat_messages');
    const messageNumber = `HM-${String(id).padStart(6, '0')}`;
    const [row] = await tx
      .insert(chatMessages)
      .values({ id, messageNumber, ...input, createdAt: context.now })
      .returning();
    const mail = renderChatMessageEmail({ messageNumber, ...input });
    await tx.insert(outboxEmails).values({ kind: 'chat-message', to: context.helpInbox, ...mail, createdAt: context.now });
    return {
      message: {
        messageNumber,
        name: row!.name,
        email: row!.email,
        message: row!.message,
        createdAt: row!.createdAt.toISOString(),
      },
    };
  });
}
