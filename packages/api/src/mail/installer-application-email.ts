/**
 * The installer signup's e-mails to the applicant: the application received (with its number),
 * approved (with the widget id and the snippet to paste), rejected (with the reason). Pure: the
 * words in, a subject with a plain-text and an HTML body out.
 */
import { emailDocument, escapeHtml, type RenderedEmail } from './email-document';

export type InstallerApplicationMailKind =
  | 'installer-application-received'
  | 'installer-application-approved'
  | 'installer-application-rejected';

interface Applicant {
  firstName: string;
  companyName: string;
  applicationNumber: string;
}

/** Paragraphs as plain text and as HTML (also the booking e-mails, appointment-email.ts); a paragraph given as `{ code }` is shown as code (the snippet). */
type Paragraph = string | { code: string };

export function renderParagraphsEmail(subject: string, paragraphs: Paragraph[]): RenderedEmail {
  const e = escapeHtml;
  const text = `${paragraphs.map((p) => (typeof p === 'string' ? p : p.code)).join('\n\n')}\n`;
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${e(p)}</p>`
        : `<pre style="background: #f4f4f4; padding: 12px; white-space: pre-wrap"><code>${e(p.code)}</code></pre>`,
    )
    .join('\n');
  return { subject, text, html: emailDocument({ subject, bodyHtml: body }) };
}

export function renderApplicationReceivedEmail(a: Applicant): RenderedEmail {
  return renderParagraphsEmail(`We received your installer application ${a.applicationNumber}`, [
    `Hi ${a.firstName},`,
    `Thank you for applying to install tires for tireshop shoppers with ${a.companyName}. Your application number is ${a.applicationNumber}.`,
    'Our installer team reviews every application, usually within two business days. We will e-mail you when it is decided; once approved, you get your shop’s widget id and the one script tag to paste into your website.',
  ]);
}

/** The shop's portal: where its owner signs in — with a link to choose a password when the account was made for them. */
interface PortalInvitation {
  url: string;
  email: string;
  setPasswordLink: string | null;
}

export function renderApplicationApprovedEmail(
  a: Applicant & { widgetId: string; snippet: string; shopCode: string; portal: PortalInvitation },
): RenderedEmail {
  return renderParagraphsEmail(`Welcome to tireshop: ${a.companyName} is approved`, [
    `Hi ${a.firstName},`,
    `Your installer application ${a.applicationNumber} is approved. ${a.companyName} is now a tireshop installer (shop code ${a.shopCode}): shoppers can choose your shop and book an installation time within your opening hours.`,
    `Your widget id is ${a.widgetId}. To sell tires installed at your shop on your own website, paste these two lines where the shop should appear:`,
    { code: a.snippet },
    'The widget works on the website you gave in your application. You can allow more websites, change its colours and see your bookings in the installer portal.',
    a.portal.setPasswordLink
      ? `Your portal account is ${a.portal.email}. Choose its password within 7 days here: ${a.portal.setPasswordLink} — then sign in at ${a.portal.url}.`
      : `Sign in at ${a.portal.url} with your tireshop account ${a.portal.email}.`,
  ]);
}

export function renderApplicationRejectedEmail(a: Applicant & { reason: string }): RenderedEmail {
  return renderParagraphsEmail(`Your installer application ${a.applicationNumber}`, [
    `Hi ${a.firstName},`,
    `Thank you for applying with ${a.companyName}. We cannot approve application ${a.applicationNumber} at this time, for this reason:`,
    a.reason,
    'You are welcome to apply again once this has changed.',
  ]);
}
