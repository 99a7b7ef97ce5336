/**
 * The one MIME builder: nodemailer's MailComposer (the same code the SMTP adapter sends with) turns a MailMessage
 * into an RFC 5322 message — headers encoded and kept to one line, text and HTML as alternatives, attachments,
 * line lengths within limits. The outbox writes it to .eml files and SES sends it raw when there are attachments.
 * Lives outside local/ because the SES adapter uses it in AWS too (infra bundles it; the SMTP transport stays local).
 */
import type { MailMessage } from '../../ports/mailer';

export async function composeMime(from: string, message: MailMessage): Promise<Buffer> {
  // Loaded on first use: a Lambda that never sends an attachment never evaluates it at cold start.
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content),
      contentType: a.contentType,
    })),
    // A message only ever carries the bytes it was given: no reading files or fetching URLs named in it.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return new Promise((resolve, reject) =>
    composer.compile().build((err, raw) => (err ? reject(err) : resolve(raw))),
  );
}
