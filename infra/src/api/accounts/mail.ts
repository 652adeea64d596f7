/**
 * Sending the accounts e-mails with nodemailer: to the SMTP server of SMTP_URL, or, with none
 * configured (embedded and development use), as .eml files in an outbox folder.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { MailText } from './mail-text';

export interface MailOptions {
  /** smtp:// or smtps:// URL; undefined: write to `outboxDir`. */
  readonly smtpUrl?: string;
  readonly from: string;
  readonly outboxDir: string;
}

export interface Mailer {
  /** 'outbox': mails are files, nobody receives them (dev mode). */
  readonly mode: 'smtp' | 'outbox';
  send(to: string, mail: MailText): Promise<void>;
  close(): void;
}

export function createMailer(options: MailOptions): Mailer {
  if (options.smtpUrl) {
    // Short time-outs: a reset request waits for its mail and must not hang on a dead server.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      mode: 'smtp',
      send: async (to, mail) => {
        await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    send: async (to, mail) => {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written under a hidden name, then renamed: a .eml in the folder is always whole.
      const partial = path.join(options.outboxDir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, path.join(options.outboxDir, name));
    },
    close: () => transport.close(),
  };
}
