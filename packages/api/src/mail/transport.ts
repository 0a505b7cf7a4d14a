/**
 * Where the shop's e-mails go: an SMTP server when `config.smtpUrl` is set, else one RFC 822 `.eml`
 * file per e-mail in `config.mailDir` (default `.data/mail`), so a newcomer can open what the shop
 * sent without running a mail server (docs/operations.md "Order e-mails").
 */
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config';

/** One e-mail as the outbox holds it. */
export interface OutgoingEmail {
  /** The outbox row: with createdAt, what keeps the e-mail one message (Message-ID, file name) over its attempts. */
  id: number;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** 'order-confirmation', 'order-cancelled' …: part of the file name in the mail directory. */
  kind: string;
  /** The order's number, when the e-mail is about an order: part of the file name too. */
  orderNumber: string | null;
}

export interface MailTransport {
  /** Sends one e-mail; resolves with its Message-ID, rejects when the server or the disk refused it. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'tireshop <orders@tireshop.localhost>';

/**
 * SMTP timeouts shorter than nodemailer's (2 min to connect, 10 min idle): one unreachable server
 * must not hold the worker's round for minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailTransport(config: ApiConfig): MailTransport {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  // readApiConfig always sets mailDir; a config built by hand gets the documented default.
  return config.smtpUrl ? smtpTransport(config.smtpUrl, from) : fileTransport(config.mailDir ?? resolve('.data', 'mail'), from);
}

/** The domain of the From address (`orders@tireshop.example` → `tireshop.example`), for Message-IDs. */
const fromDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tireshop.localhost';

/** The message, with a Message-ID of the outbox row's own: an attempt repeated is the same message. */
const message = (email: OutgoingEmail, from: string) => ({
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  messageId: `<outbox-${email.id}-${email.createdAt.getTime()}@${fromDomain(from)}>`,
});

function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(email) {
      const info = await transporter.sendMail(message(email, from));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** `20261121T134230123Z`: sorts by time and is safe in a file name on every system. */
const fileTimestamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

/** Keeps only characters that are safe in a file name (the parts come from our own data, but still). */
const fileNamePart = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The message as nodemailer builds it for SMTP (headers, multipart/alternative text and HTML,
 * Message-ID), written to `<mailDir>/<timestamp>-<kind>-<orderNumber>.eml` instead of sent — the
 * time the e-mail was queued, so each e-mail has one file name whatever attempt writes it.
 */
function fileTransport(mailDir: string, from: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(email) {
      const info = await transporter.sendMail(message(email, from));
      await mkdir(mailDir, { recursive: true });
      const name = [
        fileTimestamp(email.createdAt),
        fileNamePart(email.kind),
        email.orderNumber ? fileNamePart(email.orderNumber) : `mail${email.id}`,
      ].join('-');
      // Written whole under a name of this attempt's, then linked to the e-mail's name, which fails
      // when it exists: a file is never half written, overwritten, or written twice.
      const partial = join(mailDir, `.${name}.${process.pid}.partial`);
      await writeFile(partial, info.message as Buffer);
      try {
        await link(partial, join(mailDir, `${name}.eml`));
      } catch (err) {
        // Written by an attempt whose process died before it could record it: sent already.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      } finally {
        await unlink(partial).catch(() => {});
      }
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
