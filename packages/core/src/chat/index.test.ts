import { describe, expect, it } from 'vitest';
import { CHAT_MAX_ENTRIES, CHAT_STORAGE_KEY, type ChatStorage, createChatStore } from './index';

const memory = (): ChatStorage & { values: Map<string, string> } => {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
};

describe('the help chat store', () => {
  it('flags an answer that arrives while the panel is closed, and clears the flag on open', () => {
    const chat = createChatStore(memory());
    chat.open();
    chat.asked('how do I return a tire');
    chat.received({ text: 'These articles may help:', articles: [] });
    expect(chat.$chat.get().unread).toBe(false);
    chat.asked('and the refund?');
    chat.close();
    chat.received({ text: 'Your refund arrives within 48 hours.' });
    expect(chat.$chat.get()).toMatchObject({ open: false, unread: true });
    chat.open();
    expect(chat.$chat.get()).toMatchObject({ open: true, unread: false });
    expect(chat.$chat.get().entries.map((e) => e.from)).toEqual(['shopper', 'shop', 'shopper', 'shop']);
  });

  it('keeps the conversation and the flag for the next page, always starting closed', () => {
    const storage = memory();
    const first = createChatStore(storage);
    first.received({ text: 'Hi! Ask me anything.' });
    const next = createChatStore(storage);
    expect(next.$chat.get()).toEqual({ open: false, unread: true, entries: [{ from: 'shop', text: 'Hi! Ask me anything.' }] });
  });

  it('starts empty from a stored value it cannot read, and keeps only the latest entries', () => {
    const storage = memory();
    storage.setItem(CHAT_STORAGE_KEY, '{not json');
    const chat = createChatStore(storage);
    expect(chat.$chat.get()).toEqual({ open: false, unread: false, entries: [] });
    for (let i = 0; i < CHAT_MAX_ENTRIES + 5; i++) chat.asked(`question ${i}`);
    expect(chat.$chat.get().entries).toHaveLength(CHAT_MAX_ENTRIES);
    expect(chat.$chat.get().entries.at(-1)).toEqual({ from: 'shopper', text: `question ${CHAT_MAX_ENTRIES + 4}` });
  });

  it('tells what the shopper did, by the analytics event’s name and without what they typed', () => {
    const told: string[] = [];
    const chat = createChatStore(memory(), { onEvent: (event) => told.push(event) });
    chat.open();
    chat.open(); // already open: not a second opening
    chat.asked('how do I return a tire');
    chat.followed();
    expect(chat.$chat.get().open).toBe(false);
    chat.open();
    chat.asked('Please call me back', 'message');
    chat.close();
    expect(told).toEqual(['chat_opened', 'chat_question_asked', 'chat_article_followed', 'chat_opened', 'chat_message_sent']);
  });

  it('keeps working when the listener fails', () => {
    const chat = createChatStore(memory(), {
      onEvent: () => {
        throw new Error('a broken listener');
      },
    });
    chat.open();
    chat.asked('where is my order');
    expect(chat.$chat.get()).toMatchObject({ open: true, entries: [{ from: 'shopper', text: 'where is my order' }] });
  });
});
