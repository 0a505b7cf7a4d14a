/**
 * The help chat's "leave a message" (issue #16; docs/chat.md): a shopper's name, e-mail and
 * message, stored for the shop's team and e-mailed to the shop's help inbox. The chat's answers
 * from the help articles are the shop server's help-center search, not a call of this API. The
 * spec does not show this call: the path is ours.
 */
import * as v from 'valibot';
import { ADDRESS_MESSAGES, emailField } from '../address/index';
import { defineEndpoint } from './endpoint';
import { withMissingMessage } from './fields';

export const CHAT_NAME_MAX_LENGTH = 80;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one client address may leave per hour: enough for a shopper, too few to flood the inbox. */
export const CHAT_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

export const CHAT_MESSAGES = {
  name: `Please enter your name (up to ${CHAT_NAME_MAX_LENGTH} characters).`,
  email: ADDRESS_MESSAGES.email,
  message: `Please write your message (up to ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters).`,
  tooMany: 'You have left several messages in a short time. Please wait a while before sending another, or call us.',
} as const;

/** Control, format and unassigned code points, but not the line breaks a message is written with. */
const INVISIBLE_BUT_NEWLINE = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * Text a shopper typed, kept as typed: NFKC, invisible characters out, line breaks as \n, trimmed,
 * then 1 to `max` characters. Markup is text like any other (`<b>` stays the four characters).
 */
const typedText = (max: number, message: string) =>
  withMissingMessage(
    v.pipe(
      v.string(message),
      v.transform((s) => s.normalize('NFKC').replace(/\r\n?/g, '\n').replace(INVISIBLE_BUT_NEWLINE, '').trim()),
      v.minLength(1, message),
      v.maxLength(max, message),
    ),
    message,
  );

export const chatMessageInputSchema = v.object({
  name: v.pipe(
    typedText(CHAT_NAME_MAX_LENGTH, CHAT_MESSAGES.name),
    v.check((s) => !s.includes('\n'), CHAT_MESSAGES.name),
  ),
  email: emailField,
  message: typedText(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.message),
});
export type ChatMessageInput = v.InferInput<typeof chatMessageInputSchema>;

export const chatMessageSchema = v.object({
  /** What the shopper is told and quotes: HM- and six or more digits. */
  messageNumber: v.string(),
  name: v.string(),
  email: v.string(),
  message: v.string(),
  createdAt: v.string(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

export const sendChatMessageEndpoint = defineEndpoint({
  id: 'sendChatMessage',
  method: 'POST',
  path: '/v1/help/messages',
  summary:
    'Leave a message for the shop from the help chat (issue #16). Stored and e-mailed to the shop’s help inbox in one ' +
    `transaction; answers the message number. 429 after ${CHAT_MESSAGES_PER_ADDRESS_PER_HOUR} messages from one address in an hour.`,
  auth: true,
  status: 201,
  body: chatMessageInputSchema,
  response: v.object({ message: chatMessageSchema }),
});
