/**
 * Where the shop's e-mails go: an SMTP server when `config.smtpUrl` is set, else one RFC 822 `.eml`
 * file per e-mail in `config.mailDir` (default `.data/mail`), so a newcomer can open what the shop
 * sent without running a mail server (docs/operations.md "Order e-mails").
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config';

/** One e-mail as the outbox holds it. */
export interface OutgoingEmail {
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

const message = (email: OutgoingEmail) => ({ to: email.to, subject: email.subject, text: email.text, html: email.html });

function smtpTransport(url: string, from: string): MailTransport {
  const transporter: Transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(email) {
      const info = await transporter.sendMail(message(email));
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
 * Message-ID), written to `<mailDir>/<timestamp>-<kind>-<orderNumber>.eml` instead of sent.
 */
function fileTransport(mailDir: string, from: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    async send(email) {
      const info = await transporter.sendMail(message(email));
      await mkdir(mailDir, { recursive: true });
      const name = [fileTimestamp(new Date()), fileNamePart(email.kind), ...(email.orderNumber ? [fileNamePart(email.orderNumber)] : [])].join('-');
      // 'wx': never overwrite an e-mail already written.
      await writeFile(join(mailDir, `${name}.eml`), info.message as Buffer, { flag: 'wx' });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
