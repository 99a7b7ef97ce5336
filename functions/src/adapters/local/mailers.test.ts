import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
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
let server: SMTPServer;
let port = 0;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        received.push(m);
        done();
      }, done);
    },
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((res) => server.close(() => res())));

mailerContract('SMTP (local smtp-server)', async () => {
  received = [];
  return {
    mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'FairReply <no-reply@example.com>'),
    delivered: async () => received.map(toDelivered),
  };
});
