import { SendEmailCommand, SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMime, SesMailer } from './ses-mailer';

const ses = new SESClient({ region: 'eu-west-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const sesMock = mockClient(ses);
const FROM = 'FairReply <no-reply@fairreply.co.uk>';
const mailer = new SesMailer(FROM, ses);
beforeEach(() => {
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'x' });
  sesMock.on(SendRawEmailCommand).resolves({ MessageId: 'y' });
});

/** Decodes the base64 body of the MIME part whose headers contain `marker`. */
function part(mime: string, marker: string): string {
  const i = mime.indexOf(marker);
  const start = mime.indexOf('\r\n\r\n', i) + 4;
  const end = mime.indexOf('\r\n--', start);
  return Buffer.from(mime.slice(start, end).replace(/\r\n/g, ''), 'base64').toString('utf8');
}

describe('SesMailer', () => {
  it('sends a simple message with SendEmail', async () => {
    await mailer.send({
      to: 'jo@example.com',
      subject: 'Your letter is ready',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(sesMock.commandCalls(SendRawEmailCommand)).toHaveLength(0);
    expect(sesMock.commandCalls(SendEmailCommand)[0].args[0].input).toMatchObject({
      Source: FROM,
      Destination: { ToAddresses: ['jo@example.com'] },
      Message: {
        Subject: { Data: 'Your letter is ready', Charset: 'UTF-8' },
        Body: { Text: { Data: 'Hello', Charset: 'UTF-8' }, Html: { Data: '<p>Hello</p>', Charset: 'UTF-8' } },
      },
    });
  });

  it('sends raw MIME when there are attachments', async () => {
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7 fake'));
    await mailer.send({
      to: 'creditor@example.com',
      subject: 'Subject access request – £0 fee',
      text: 'Please find attached.',
      html: '<p>Please find attached.</p>',
      attachments: [{ filename: 'letter.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    const input = sesMock.commandCalls(SendRawEmailCommand)[0].args[0].input;
    expect(input.Source).toBe(FROM);
    expect(input.Destinations).toEqual(['creditor@example.com']);
    const mime = Buffer.from(input.RawMessage!.Data!).toString('utf8');
    expect(mime).toContain('From: "FairReply" <no-reply@fairreply.co.uk>\r\n');
    expect(mime).toContain('To: creditor@example.com\r\n');
    expect(mime).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Subject access request – £0 fee').toString('base64')}?=\r\n`,
    );
    expect(mime).toMatch(/Content-Type: multipart\/mixed; boundary="mixed_[0-9a-f]+"/);
    expect(part(mime, 'Content-Type: text/plain')).toBe('Please find attached.');
    expect(part(mime, 'Content-Type: text/html')).toBe('<p>Please find attached.</p>');
    expect(mime).toContain('Content-Disposition: attachment; filename="letter.pdf"');
    expect(part(mime, 'Content-Disposition: attachment')).toBe('%PDF-1.7 fake');
  });

  it('never lets a line break into a header', () => {
    const mime = buildMime(
      FROM,
      { to: 'a@example.com\r\nBcc: evil@example.com', subject: 'Hi\r\nBcc: x@y', text: 't' },
      'seed',
    );
    const headers = mime.slice(0, mime.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(mime.split('\r\n').filter((l) => l.startsWith('--mixed_seed'))).toEqual([
      '--mixed_seed',
      '--mixed_seed--',
    ]);
  });

  it('wraps base64 at 76 characters', () => {
    const mime = buildMime(
      FROM,
      {
        to: 'a@b.c',
        subject: 's',
        text: 'x'.repeat(500),
        attachments: [
          { filename: 'a.bin', content: new Uint8Array(1000), contentType: 'application/octet-stream' },
        ],
      },
      's',
    );
    for (const l of mime.split('\r\n')) expect(l.length).toBeLessThanOrEqual(998);
    expect(
      Math.max(
        ...mime
          .split('\r\n')
          .filter((l) => /^[A-Za-z0-9+/=]+$/.test(l))
          .map((l) => l.length),
      ),
    ).toBe(76);
  });
});
