/**
 * The approval page's script (bundled by ../assets.ts). Without it the page works by plain forms
 * and 303 redirects back to the shop. When the page was opened as a popup (the installer widget,
 * whose host page must not navigate away), it sends the choice, posts the result to the window
 * that opened it — at the session's return origin only — and closes (docs/payments.md).
 */
import { GATEWAY_SOURCE, type SessionResultMessage } from '../protocol';

/** What the approve, cancel and decline calls answer when asked for JSON. */
interface SessionChoiceAnswer {
  /** Null when there is nothing to tell the shop yet (declined, expired): the page itself says why. */
  result: Omit<SessionResultMessage, 'source' | 'type'> | null;
  returnOrigin: string | null;
}

const opener = window.opener as Window | null;

if (opener) {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-session-choice]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void choose(form);
    });
  }
  // "Return to the shop" in a popup: the shop is the window that opened it.
  document.querySelector<HTMLAnchorElement>('[data-return-link]')?.addEventListener('click', (event) => {
    const sessionId = document.body.dataset.sessionId;
    const returnOrigin = document.body.dataset.returnOrigin;
    if (!sessionId || !returnOrigin) return;
    event.preventDefault();
    finish({ sessionId, cancelled: true }, returnOrigin);
  });
}

async function choose(form: HTMLFormElement) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('form[data-session-choice] button')) button.disabled = true;
  try {
    const res = await fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' } });
    const answer = (await res.json()) as SessionChoiceAnswer;
    if (answer.result && answer.returnOrigin) return finish(answer.result, answer.returnOrigin);
    location.replace(location.href);
  } catch {
    // The page could not reach the gateway: fall back to the plain form, which shows the gateway's own answer.
    form.submit();
  }
}

function finish(result: SessionChoiceAnswer['result'] & object, returnOrigin: string) {
  const message: SessionResultMessage = { source: GATEWAY_SOURCE, type: 'session-result', ...result };
  opener!.postMessage(message, returnOrigin);
  window.close();
}
