import { randomBytes } from 'node:crypto';
import type { MailMessage } from '../../ports/mailer';

const encodeHeader = (s: string) =>
  /^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s).toString('base64')}?=`;
const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64').replace(/.{76}/g, '$&\r\n');

/** A plain RFC 5322 message (text, optional HTML, attachments), for the outbox and for SES raw sends. */
export function toMime(from: string, m: MailMessage): string {
  const boundary = `b_${randomBytes(8).toString('hex')}`;
  const head = [
    `From: ${from}`,
    `To: ${m.to}`,
    `Subject: ${encodeHeader(m.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [
    `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(m.text)}`,
  ];
  if (m.html)
    parts.push(
      `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(m.html)}`,
    );
  for (const a of m.attachments ?? []) {
    parts.push(
      `Content-Type: ${a.contentType}; name="${a.filename}"\r\nContent-Disposition: attachment; filename="${a.filename}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(a.content)}`,
    );
  }
  return `${head.join('\r\n')}\r\n\r\n${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`;
}
