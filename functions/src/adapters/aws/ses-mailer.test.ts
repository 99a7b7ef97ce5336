import { SendEmailCommand, SendRawEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { mailerContract, type Delivered } from '../../ports/mailer.contract';
import { SesMailer } from './ses-mailer';

const ses = new SESClient({ region: 'eu-west-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const sesMock = mockClient(ses);
const FROM = 'FairReply <no-reply@fairreply.co.uk>';
const mailer = new SesMailer(FROM, ses);
beforeEach(() => {
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'x' });
  sesMock.on(SendRawEmailCommand).resolves({ MessageId: 'y' });
});

describe('SesMailer', () => {
  it('sets Reply-To on a simple message too, on one line', async () => {
    await mailer.send({
      to: 'a@example.com',
      subject: 'S',
      text: 't',
      replyTo: 'ann@example.com\r\nBcc: x@y',
    });
    expect(sesMock.commandCalls(SendEmailCommand)[0].args[0].input.ReplyToAddresses).toEqual([
      'ann@example.com Bcc: x@y',
    ]);
  });

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
    const mail = await simpleParser(Buffer.from(input.RawMessage!.Data!));
    expect(mail.from?.value).toEqual([{ name: 'FairReply', address: 'no-reply@fairreply.co.uk' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('creditor@example.com');
    expect(mail.subject).toBe('Subject access request – £0 fee');
    expect(mail.text?.trim()).toBe('Please find attached.');
    expect(mail.html).toContain('<p>Please find attached.</p>');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['letter.pdf', 'application/pdf', '%PDF-1.7 fake'],
    ]);
  });
});

// The port's contract on SES: SendEmail's fields, or the raw message parsed back, are what the recipient gets.
mailerContract('SES (mocked client)', async () => ({
  mailer,
  delivered: async () => {
    const out: Delivered[] = [];
    for (const c of sesMock.calls()) {
      const input = c.args[0].input as {
        Destination?: { ToAddresses?: string[] };
        ReplyToAddresses?: string[];
        Message?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string } } };
        RawMessage?: { Data?: Uint8Array };
      };
      if (input.RawMessage?.Data) {
        const m = await simpleParser(Buffer.from(input.RawMessage.Data));
        out.push({
          to: m.to && !Array.isArray(m.to) ? m.to.text : '',
          subject: m.subject ?? '',
          text: m.text ?? '',
          attachmentNames: m.attachments.map((a) => a.filename ?? ''),
          replyTo: m.replyTo?.text,
        });
      } else
        out.push({
          to: input.Destination?.ToAddresses?.join(', ') ?? '',
          subject: input.Message?.Subject?.Data ?? '',
          text: input.Message?.Body?.Text?.Data ?? '',
          attachmentNames: [],
          replyTo: input.ReplyToAddresses?.join(', '),
        });
    }
    return out;
  },
}));
