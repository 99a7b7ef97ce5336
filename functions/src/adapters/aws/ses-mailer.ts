/**
 * The Mailer port on Amazon SES. A message without attachments goes through SendEmail (SES builds the MIME);
 * one with attachments is built here as raw MIME (multipart/mixed, with the text/HTML alternative first) and sent
 * with SendRawEmail. The From address must be the verified identity the stack grants (SES_FROM).
 */
import { SendEmailCommand, SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { randomBytes } from 'node:crypto';
import type { MailMessage, Mailer } from '../../ports/mailer';

/** No header injection: a header value never contains a line break. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** RFC 2047 encoded-word when the value is not plain ASCII. */
export function encodeHeader(value: string): string {
  const v = oneLine(value);
  if (/^[\x20-\x7e]*$/.test(v)) return v;
  return `=?UTF-8?B?${Buffer.from(v, 'utf8').toString('base64')}?=`;
}

/** Display name + address: the address stays plain, the name is encoded if needed. */
function encodeAddress(addr: string): string {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(oneLine(addr));
  if (!m || !m[1]) return oneLine(addr);
  const name = m[1].replace(/^"|"$/g, '');
  const shown = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '')}"` : encodeHeader(name);
  return `${shown} <${m[2]}>`;
}

const base64Lines = (data: Uint8Array | string) =>
  (
    Buffer.from(data as Uint8Array)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

/** Builds the raw MIME message (CRLF line endings, base64 parts). */
export function buildMime(
  from: string,
  message: MailMessage,
  boundarySeed = randomBytes(12).toString('hex'),
): string {
  const mixed = `mixed_${boundarySeed}`;
  const alt = `alt_${boundarySeed}`;
  const lines: string[] = [
    `From: ${encodeAddress(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
  ];
  const textPart = [
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(message.text, 'utf8')),
  ];
  if (message.html) {
    lines.push(
      `Content-Type: multipart/alternative; boundary="${alt}"`,
      '',
      `--${alt}`,
      ...textPart,
      `--${alt}`,
      'Content-Type: text/html; charset=UTF-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(Buffer.from(message.html, 'utf8')),
      `--${alt}--`,
    );
  } else {
    lines.push(...textPart);
  }
  for (const a of message.attachments ?? []) {
    const name = oneLine(a.filename).replace(/["\\]/g, '_');
    const ascii = /^[\x20-\x7e]*$/.test(name);
    const param = ascii ? `filename="${name}"` : `filename*=UTF-8''${encodeURIComponent(name)}`;
    lines.push(
      `--${mixed}`,
      `Content-Type: ${oneLine(a.contentType)}; ${ascii ? `name="${name}"` : `name="${encodeHeader(name)}"`}`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; ${param}`,
      '',
      base64Lines(a.content),
    );
  }
  lines.push(`--${mixed}--`, '');
  return lines.join('\r\n');
}

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
          RawMessage: { Data: Buffer.from(buildMime(this.from, message), 'utf8') },
          ConfigurationSetName: configurationSet,
        }),
      );
      return;
    }
    await this.client.send(
      new SendEmailCommand({
        Source: this.from,
        Destination: { ToAddresses: [oneLine(message.to)] },
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
