/**
 * The account e-mails: the password reset link (issue "Accounts": "password reset by an e-mailed
 * one-time link"). Pure: the words in, a subject with a plain-text and an HTML body out.
 */
import { emailDocument, escapeHtml, type RenderedEmail } from './email-document';

export function renderPasswordResetEmail(input: { firstName: string; link: string }): RenderedEmail {
  const subject = 'Choose a new password for your tireshop account';
  const lines = [
    `Hi ${input.firstName},`,
    'Someone (we hope you) asked to choose a new password for your tireshop account. Open this link to choose it:',
    input.link,
    'The link works once, within an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  const e = escapeHtml;
  const html = emailDocument({
    subject,
    greeting: lines[0],
    lead: lines[1],
    bodyHtml: `<p><a href="${e(input.link)}">Choose a new password</a></p>\n<p>${e(lines[3]!)}</p>`,
  });
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}
