/**
 * The Mailer port on Amazon SES. A message without attachments goes through SendEmail (SES builds the MIME);
 * one with attachments is built by the shared MIME builder (adapters/mail/mime.ts) and sent with SendRawEmail.
 * The From address must be the verified identity the stack grants (SES_FROM).
 */
import { SendEmailCommand, SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { MailMessage, Mailer } from '../../ports/mailer';
import { composeMime } from '../mail/mime';

/** No header injection: a header value never contains a line break. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export class SesMailer implements Mailer {
  readonly client: SESClient;

  constructor(
    readonly from: string,
    client?: SESClient,
    /** SES_CONFIGURATION_SET: delivery events (bounces, complaints) go to this set's destinations. */
    private readonly configurationSet?: string,
  ) {
    this.client = client ?? new SESClient({});
  }

  async send(message: MailMessage): Promise<void> {
    const configurationSet = this.configurationSet || undefined;
    if (message.attachments?.length) {
      await this.client.send(
        new SendRawEmailCommand({
          Source: this.from,
          Destinations: [oneLine(message.to)],
          RawMessage: { Data: composeMime(this.from, message) },
          ConfigurationSetName: configurationSet,
        }),
      );
      return;
    }
    await this.client.send(
      new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [oneLine(message.to)] },
        ...(message.replyTo ? { ReplyToAddresses: [oneLine(message.replyTo)] } : {}),
        Message: {
          Subject: { Data: oneLine(message.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
        },
        ConfigurationSetName: configurationSet,
      }),
    );
  }
}
