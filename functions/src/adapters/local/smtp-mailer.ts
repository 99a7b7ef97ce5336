/**
 * Mail through any SMTP server (SMTP_URL, e.g. smtp://user:pass@localhost:1025). nodemailer only speaks SMTP here:
 * the message is the shared MIME builder's bytes (adapters/mail/mime.ts), sent as they are, so what a local SMTP
 * catcher shows is exactly what the outbox writes and SES sends.
 */
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../../ports/mailer';
import { composeMime, envelopeOf } from '../mail/mime';

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(m: MailMessage): Promise<void> {
    await this.transport.sendMail({ envelope: envelopeOf(this.from, m), raw: composeMime(this.from, m) });
  }
}
