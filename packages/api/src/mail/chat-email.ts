/**
 * The e-mail to the shop's help inbox for a message left in the help chat (docs/chat.md). The
 * shopper's words are shown as text: escaped, line breaks kept — markup in them is never rendered.
 */
import { emailDocument, escapeHtml, type RenderedEmail } from './email-document';

export function renderChatMessageEmail(m: { messageNumber: string; name: string; email: string; message: string }): RenderedEmail {
  const subject = `Help chat message ${m.messageNumber} from ${m.name}`;
  const lead = `${m.name} (${m.email}) left this message in the help chat. Reply to ${m.email} and quote ${m.messageNumber}.`;
  const e = escapeHtml;
  const text = `${lead}\n\n${m.message}\n`;
  const bodyHtml = `<blockquote style="white-space: pre-wrap; border-left: 3px solid #ccc; margin: 0; padding-left: 12px">${e(m.message)}</blockquote>
<p><a href="mailto:${e(m.email)}?subject=${e(encodeURIComponent(`Re: ${m.messageNumber}`))}">Reply to ${e(m.name)}</a></p>`;
  return { subject, text, html: emailDocument({ subject, lead, bodyHtml }) };
}
