/**
 * Customer e-mail over SMTP with nodemailer (ARCHITECTURE.md "Side effects"). Off until
 * SMTP_URL is set. The transport takes its settings from the URL (`smtp://user:pass@host:587`,
 * `smtps://host:465`); for `smtp://` nodemailer upgrades with STARTTLS when the server offers it
 * and sends in the clear when it does not (a local sink), so nothing is forced either way.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** One message to one recipient: a plain-text body and, optionally, an HTML one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Sends `message` from the configured sender (MAIL_FROM).
   * @throws Error when the SMTP server refuses or cannot be reached (the job is retried)
   */
  send(message: MailMessage): Promise<void>;
}

/** A mailer for `settings`, or null when SMTP_URL is not set (e-mail off). */
export function createMailer(settings: Config['mail']): Mailer | null {
  if (!settings.smtpUrl) return null;
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
  };
}
