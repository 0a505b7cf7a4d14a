/**
 * The account e-mails: the password reset link (issue "Accounts": "password reset by an e-mailed
 * one-time link"). Pure: the words in, a subject with a plain-text and an HTML body out.
 */
import { escapeHtml, type RenderedEmail } from './order-email';

export function renderPasswordResetEmail(input: { firstName: string; link: string }): RenderedEmail {
  const subject = 'Choose a new password for your tireshop account';
  const lines = [
    `Hi ${input.firstName},`,
    'Someone (we hope you) asked to choose a new password for your tireshop account. Open this link to choose it:',
    input.link,
    'The link works once, within an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
<p>${e(lines[0]!)}</p>
<p>${e(lines[1]!)}</p>
<p><a href="${e(input.link)}">Choose a new password</a></p>
<p>${e(lines[3]!)}</p>
</body></html>
`;
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}
