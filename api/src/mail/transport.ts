import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { ClaimedMail, MailSender } from './outbox';

/** The text a message is sent with: its own, then the link to the portal's page. */
export const bodyOf = (mail: Pick<ClaimedMail, 'text' | 'link'>, publicUrl: string): string =>
  mail.link ? `${mail.text}\n\n${publicUrl}${mail.link}` : mail.text;

/** The sender's domain, for the Message-ID (`<key@domain>`): the same message always has the same one. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'madera-legal.local';
}

/**
 * The SMTP sender of the portal's outbox (nodemailer, one pooled connection), or a sender that keeps messages when the
 * portal has no SMTP server. Each message goes with the Message-ID of its key: should a process die between the
 * server's acceptance and writing it down, the copy sent again is the same message to the mail reader.
 */
export function mailSender(config: MailConfig): MailSender & { close(): void } {
  if (!config.smtpUrl) return { close: () => undefined };
  // every wait well inside the mailer's lease: a message is sent, or its failure written, while the claim holds
  const transport = nodemailer.createTransport(
    { url: config.smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: config.from },
  );
  const domain = senderDomain(config.from);
  return {
    async send(mail) {
      const info = await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: bodyOf(mail, config.publicUrl),
        messageId: `<${mail.key}@${domain}>`,
        // one click in the mail reader cancels it (RFC 8058): a POST to the portal, no page to fill
        ...(mail.unsubscribe
          ? { list: { unsubscribe: `${config.publicUrl}${mail.unsubscribe}` }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      return info.response;
    },
    close: () => transport.close(),
  };
}
