/**
 * The help chat's state (issue #16; docs/chat.md): whether the panel is open, the conversation and
 * the unread flag — storefront §4 "Chat widget events tracked; unread flag set on message received
 * etc., cleared on open." An answer that arrives while the panel is closed (the articles found for
 * a question asked just before closing it, the shop's confirmation of a message) sets the flag; opening
 * clears it. The state is kept in the storage given (the storefront passes sessionStorage), so the
 * conversation and the flag stay across page changes and reloads of the tab.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnalyticsChatEventType } from '../contract/analytics';

/** An article the chat answers with: the help center's search result. */
export interface ChatArticle {
  path: string;
  title: string;
  /** The words around the match, or the article's description. */
  description: string;
}

export type ChatEntry =
  | { from: 'shopper'; text: string }
  /** The chat's automatic answer: words, and the articles found (none: the words say so). */
  | { from: 'shop'; text: string; articles?: ChatArticle[] };

export interface ChatState {
  open: boolean;
  unread: boolean;
  entries: ChatEntry[];
}

/** What the store keeps its state in (sessionStorage, or a memory stand-in). */
export interface ChatStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The shop server's answer to a question: `{ answers: ChatArticle[] }`, the help center's search (docs/chat.md). */
export const HELP_ANSWERS_PATH = '/_help/answers';
/** A question is cut at the help center search's length (spec §2 help center). */
export const CHAT_QUESTION_MAX_LENGTH = 100;

/** spec §3: session values under ST_-prefixed keys. */
export const CHAT_STORAGE_KEY = 'ST_chat';
/** The oldest entries are dropped beyond this many, so the stored conversation stays small. */
export const CHAT_MAX_ENTRIES = 40;

/**
 * storefront §4 "Chat widget events tracked": what the shopper did in the chat, by the analytics
 * event's name (docs/analytics.md) — never what they typed.
 */
export type ChatEvent = AnalyticsChatEventType;

/** The window event the storefront's chat dispatches for the page's other scripts (its analytics): detail `{ version: 1, type }`. */
export const CHAT_WINDOW_EVENT = 'tireshop:chat';

export interface ChatStore {
  $chat: ReadableAtom<ChatState>;
  /** Opens the panel and clears the unread flag. */
  open(): void;
  close(): void;
  /** The shopper's question (or, once it is sent, their message to the team), shown in the conversation. */
  asked(text: string, kind?: 'question' | 'message'): void;
  /** The shopper followed an answering article: the panel closes. */
  followed(): void;
  /** An answer arrived: shown, and unread while the panel is closed. */
  received(entry: Omit<Extract<ChatEntry, { from: 'shop' }>, 'from'>): void;
}

function readState(storage: ChatStorage): ChatState {
  try {
    const saved = JSON.parse(storage.getItem(CHAT_STORAGE_KEY) ?? 'null') as Partial<ChatState> | null;
    if (saved && Array.isArray(saved.entries)) return { open: false, unread: saved.unread === true, entries: saved.entries };
  } catch {
    // A value we cannot read is a chat not started.
  }
  return { open: false, unread: false, entries: [] };
}

export function createChatStore(storage: ChatStorage, options: { onEvent?: (event: ChatEvent) => void } = {}): ChatStore {
  const $chat = atom<ChatState>(readState(storage));
  const tell = (event: ChatEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      // A listener's failure never stops the chat.
    }
  };
  const set = (next: ChatState) => {
    $chat.set({ ...next, entries: next.entries.slice(-CHAT_MAX_ENTRIES) });
    const { unread, entries } = $chat.get();
    storage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ unread, entries }));
  };
  return {
    $chat,
    open: () => {
      if (!$chat.get().open) tell('chat_opened');
      set({ ...$chat.get(), open: true, unread: false });
    },
    close: () => set({ ...$chat.get(), open: false }),
    asked: (text, kind = 'question') => {
      set({ ...$chat.get(), entries: [...$chat.get().entries, { from: 'shopper', text }] });
      tell(kind === 'question' ? 'chat_question_asked' : 'chat_message_sent');
    },
    followed: () => {
      set({ ...$chat.get(), open: false });
      tell('chat_article_followed');
    },
    received: (entry) => {
      const state = $chat.get();
      set({ ...state, unread: state.unread || !state.open, entries: [...state.entries, { from: 'shop', ...entry }] });
    },
  };
}
