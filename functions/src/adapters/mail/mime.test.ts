import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMime } from './mime';

const FROM = 'FairReply <no-reply@fairreply.co.uk>';
const headersOf = (raw: Buffer) => raw.toString('utf8').slice(0, raw.indexOf('\r\n\r\n'));

describe('composeMime', () => {
  it('builds a message a mail client reads back: non-ASCII subject, text and HTML, attachments', async () => {
    const raw = await composeMime(FROM, {
      to: 'creditor@example.com',
      subject: 'Subject access request – £0 fee',
      text: 'Please find attached: £1.00 enclosed.',
      html: '<p>Please find attached: £1.00 enclosed.</p>',
      attachments: [
        {
          filename: 'letter.pdf',
          content: new TextEncoder().encode('%PDF-1.7 x'),
          contentType: 'application/pdf',
        },
        { filename: 'réponse.txt', content: new TextEncoder().encode('hi'), contentType: 'text/plain' },
      ],
    });
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'FairReply', address: 'no-reply@fairreply.co.uk' }]);
    expect(mail.subject).toBe('Subject access request – £0 fee');
    expect(mail.text?.trim()).toBe('Please find attached: £1.00 enclosed.');
    expect(mail.html).toContain('£1.00');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['letter.pdf', 'réponse.txt']);
    expect(mail.attachments[0].content.toString()).toBe('%PDF-1.7 x');
    expect(headersOf(raw)).toMatch(/^Date: /m);
    expect(headersOf(raw)).toMatch(/^MIME-Version: 1\.0/m);
  });

  it('never lets a line break in a field start a header of its own', async () => {
    const raw = await composeMime(FROM, {
      to: 'a@example.com\r\nBcc: evil@example.com',
      subject: 'Hi\r\nBcc: x@example.com',
      text: 't',
    });
    expect(headersOf(raw)).not.toMatch(/^Bcc:/im);
    expect((await simpleParser(raw)).bcc).toBeUndefined();
  });

  it('keeps every line within the 998-character limit, even for long text and binary attachments', async () => {
    const raw = await composeMime(FROM, {
      to: 'a@example.com',
      subject: 'x'.repeat(300),
      text: 'word '.repeat(2000),
      attachments: [
        { filename: 'a.bin', content: new Uint8Array(5000).fill(7), contentType: 'application/octet-stream' },
      ],
    });
    for (const line of raw.toString('utf8').split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });
});
