import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerContract, type Delivered } from '../../ports/mailer.contract';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const toDelivered = (m: ParsedMail): Delivered => ({
  to: [m.to]
    .flat()
    .map((a) => a?.text ?? '')
    .join(', '),
  subject: m.subject ?? '',
  text: m.text ?? '',
  attachmentNames: m.attachments.map((a) => a.filename ?? ''),
  replyTo: m.replyTo?.text,
});

mailerContract('outbox folder (.eml)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  return {
    mailer: new OutboxMailer(dir, 'FairReply <no-reply@example.com>'),
    delivered: () =>
      Promise.all(
        readdirSync(dir).map(async (f) => toDelivered(await simpleParser(readFileSync(join(dir, f))))),
      ),
  };
});

// A real SMTP server on loopback: the SMTP adapter speaks the protocol for real.
let received: ParsedMail[] = [];
let receivedRaw: string[] = [];
let server: SMTPServer;
let port = 0;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        receivedRaw.push(raw.toString('utf8'));
        simpleParser(raw).then((m) => {
          received.push(m);
          done();
        }, done);
      });
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((res) => server.close(() => res())));

mailerContract('SMTP (local smtp-server)', async () => {
  received = [];
  receivedRaw = [];
  return {
    mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'FairReply <no-reply@example.com>'),
    delivered: async () => received.map(toDelivered),
  };
});

describe('SmtpMailer', () => {
  it("sends the shared MIME builder's bytes, to the envelope of the message's addresses", async () => {
    receivedRaw = [];
    const envelopes: { from: string; to: string[] }[] = [];
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'FairReply <no-reply@example.com>');
    server.onMailFrom = (a, _s, cb) => (envelopes.push({ from: a.address, to: [] }), cb());
    server.onRcptTo = (a, _s, cb) => (envelopes.at(-1)!.to.push(a.address), cb());
    await mailer.send({
      to: 'Jo <jo@example.com>',
      subject: 'Letter',
      text: 'Attached.',
      attachments: [{ filename: 'l.pdf', content: new Uint8Array([0x25]), contentType: 'application/pdf' }],
    });
    expect(envelopes).toEqual([{ from: 'no-reply@example.com', to: ['jo@example.com'] }]);
    // Our builder's marks (its boundary and Message-ID), not nodemailer's own composition.
    expect(receivedRaw[0]).toMatch(/^Content-Type: multipart\/mixed;\r\n boundary="=_fr_[0-9a-f]{24}"\r\n/m);
    expect(receivedRaw[0]).toMatch(/^Message-ID: <[0-9a-f-]{36}@example\.com>\r\n/m);
  });
});
