/**
 * The help chat (issue #16; docs/chat.md): a button at the corner of every shop page that opens a
 * panel. A typed question is answered with the help center's best articles (the shop server's
 * /_help/answers, the help center's own search); "Leave a message" sends the shop a message
 * (POST /v1/help/messages), stored and e-mailed to its help inbox. Everything shown is React text:
 * nothing a shopper or an article typed is ever rendered as HTML.
 *
 * This module is its own chunk, loaded when the page is idle after hydration (app/document.tsx);
 * the conversation and the unread flag live in core's chat store, kept in sessionStorage.
 */
import { useStore } from '@nanostores/react';
import {
  type ChatArticle,
  type ChatEntry,
  chatMessageInputSchema,
  createChatStore,
  CHAT_QUESTION_MAX_LENGTH,
  CHAT_WINDOW_EVENT,
  guardedStorage,
  HELP_ANSWERS_PATH,
  isStaffAreaPath,
  sendChatMessageEndpoint,
} from '@tireshop/core';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as v from 'valibot';
import { storefrontContext } from '../context';

// sessionStorage, or this page's memory where the page may not use it (spec §8 "Storage read and
// write errors are logged and the default is returned").
// storefront §4 "Chat widget events tracked": told to the page's analytics (client/analytics.ts) as window events.
const chat = createChatStore(
  guardedStorage(() => window.sessionStorage),
  {
    onEvent: (type) => window.dispatchEvent(new CustomEvent(CHAT_WINDOW_EVENT, { detail: { version: 1, type } })),
  },
);

const WELCOME = 'Hi! Type a question and I will find the help articles that answer it. You can also leave us a message.';
const NO_ANSWER = 'I found no help article for that. Try other words, or leave us a message and our team will reply by e-mail.';
const SEARCH_FAILED = 'The help articles could not be searched just now. Please try again, or leave us a message.';

async function answerQuestion(question: string) {
  try {
    const res = await fetch(`${HELP_ANSWERS_PATH}?${new URLSearchParams({ q: question })}`, {
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(String(res.status));
    const { answers } = (await res.json()) as { answers: ChatArticle[] };
    chat.received(answers.length > 0 ? { text: 'These help articles may answer it:', articles: answers } : { text: NO_ANSWER });
  } catch {
    chat.received({ text: SEARCH_FAILED });
  }
}

/** The chat on the shop's pages; the staff areas (the portal, the operations console) have none. */
export default function Chat() {
  return isStaffAreaPath(useLocation().pathname) ? null : <ChatWidget />;
}

function ChatWidget() {
  const state = useStore(chat.$chat);
  const dialog = useRef<HTMLDialogElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (state.open && !panel.open) {
      panel.showModal();
      // Into the panel, at its first field (the question; the message form's name when it is open).
      panel.querySelector<HTMLElement>('input')?.focus();
    }
    if (!state.open && panel.open) panel.close();
  }, [state.open]);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className="sf-chat__launcher"
        aria-haspopup="dialog"
        aria-expanded={state.open}
        onClick={() => chat.open()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        </svg>
        <span>Help</span>
        {state.unread && (
          <>
            <span className="sf-chat__dot" aria-hidden="true" />
            <span className="ts-visually-hidden">, new answer</span>
          </>
        )}
      </button>
      <dialog
        ref={dialog}
        className="sf-chat"
        aria-labelledby={titleId}
        onClose={() => {
          chat.close();
          launcher.current?.focus();
        }}
      >
        {state.open && <ChatPanel titleId={titleId} entries={state.entries} />}
      </dialog>
    </>
  );
}

function ChatPanel({ titleId, entries }: { titleId: string; entries: ChatEntry[] }) {
  const [leaving, setLeaving] = useState(false);
  const log = useRef<HTMLOListElement>(null);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [entries.length]);
  return (
    <div className="sf-chat__panel">
      <header className="sf-chat__header">
        <h2 id={titleId} className="sf-chat__title">
          Help chat
        </h2>
        <button type="button" className="sf-chat__close" aria-label="Close the help chat" onClick={() => chat.close()}>
          ×
        </button>
      </header>
      <div className="sf-chat__log" role="log" aria-label="Conversation">
        <ol ref={log} className="sf-chat__entries">
          <li className="sf-chat__entry sf-chat__entry--shop">{WELCOME}</li>
          {entries.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows at its end; an entry never moves
            <li key={i} className={`sf-chat__entry sf-chat__entry--${entry.from}`}>
              <span className="ts-visually-hidden">{entry.from === 'shopper' ? 'You: ' : 'Help: '}</span>
              {entry.text}
              {entry.from === 'shop' && entry.articles && entry.articles.length > 0 && (
                <ul className="sf-chat__articles">
                  {entry.articles.map((a) => (
                    <li key={a.path}>
                      <Link to={a.path} className="sf-chat__article" onClick={() => chat.followed()}>
                        {a.title}
                      </Link>
                      <p className="sf-chat__excerpt">{a.description}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
      {leaving ? <MessageForm onDone={() => setLeaving(false)} /> : <QuestionForm onLeaveMessage={() => setLeaving(true)} />}
    </div>
  );
}

function QuestionForm({ onLeaveMessage }: { onLeaveMessage: () => void }) {
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || busy) return;
    chat.asked(asked);
    setQuestion('');
    setBusy(true);
    await answerQuestion(asked);
    setBusy(false);
  };
  return (
    <div className="sf-chat__forms">
      <form className="sf-chat__ask" onSubmit={submit} aria-busy={busy}>
        <label htmlFor={inputId} className="sf-chat__label">
          Your question
        </label>
        <div className="sf-chat__row">
          <input
            id={inputId}
            className="sf-chat__input"
            type="text"
            maxLength={CHAT_QUESTION_MAX_LENGTH}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="e.g. How do I return a tire?"
          />
          <button type="submit" className="sf-chat__button" disabled={busy}>
            {busy ? 'Searching…' : 'Ask'}
          </button>
        </div>
      </form>
      <button type="button" className="sf-chat__link-button" onClick={onLeaveMessage}>
        Leave a message
      </button>
    </div>
  );
}

type Field = 'name' | 'email' | 'message';
const FIELDS: Field[] = ['name', 'email', 'message'];

/** The field's message from the contract (the API's own words), or undefined when it is right. */
function fieldError(field: Field, value: string): string | undefined {
  const result = v.safeParse(chatMessageInputSchema.entries[field], value);
  return result.success ? undefined : result.issues[0].message;
}

function MessageForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = Object.fromEntries(FIELDS.map((f) => [f, fieldError(f, values[f])]).filter(([, e]) => e)) as typeof errors;
    setErrors(found);
    setFailure(null);
    const wrong = FIELDS.find((f) => found[f]);
    if (wrong) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${wrong}"]`)?.focus();
      return;
    }
    setSending(true);
    const result = await storefrontContext(undefined).api.call(sendChatMessageEndpoint, { body: values });
    setSending(false);
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    const { messageNumber, name, email } = result.data.message;
    chat.asked(values.message, 'message');
    chat.received({
      text: `Thank you, ${name}. Your message ${messageNumber} is with our team: we reply to ${email} within one business day.`,
    });
    onDone();
  };

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => ReactElement) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className="sf-chat__field">
        <label htmlFor={`${id}-${name}`} className="sf-chat__label">
          {label}
        </label>
        {input({
          id: `${id}-${name}`,
          name,
          value: values[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errors[name] ? errorId : undefined,
          onChange: (e: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: e.target.value })),
        })}
        {errors[name] && (
          <p id={errorId} className="sf-chat__error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="sf-chat__message" onSubmit={submit} noValidate aria-label="Leave a message">
      {field('name', 'Your name', (p) => (
        <input ref={first} className="sf-chat__input" type="text" autoComplete="name" {...p} />
      ))}
      {field('email', 'Your e-mail', (p) => (
        <input className="sf-chat__input" type="email" autoComplete="email" {...p} />
      ))}
      {field('message', 'Your message', (p) => (
        <textarea className="sf-chat__input sf-chat__textarea" rows={4} {...p} />
      ))}
      {failure && (
        <p className="sf-chat__error" role="alert">
          {failure}
        </p>
      )}
      <div className="sf-chat__row">
        <button type="submit" className="sf-chat__button" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <button type="button" className="sf-chat__link-button" onClick={onDone}>
          Back to questions
        </button>
      </div>
    </form>
  );
}
