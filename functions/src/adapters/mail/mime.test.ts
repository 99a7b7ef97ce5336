import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { AddressError } from './addresses';
import { composeMime, envelopeOf } from './mime';

const FROM = 'FairReply <no-reply@fairreply.co.uk>';
const headersOf = (raw: Buffer) => raw.toString('utf8').slice(0, raw.indexOf('\r\n\r\n'));
const lines = (raw: Buffer) => raw.toString('utf8').split('\r\n');
/** Every byte from 0 to 255, twice: what an attachment's encoding must carry intact. */
const ALL_BYTES = Uint8Array.from({ length: 512 }, (_, i) => i % 256);

describe('composeMime', () => {
  it('builds a message a mail client reads back: non-ASCII subject, text and HTML, attachments', async () => {
    const raw = composeMime(FROM, {
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

  it('carries text exactly, and attachments byte for byte under any file name', async () => {
    const text = 'Line one ends with spaces   \nTabs\tinside\r\n.\n=3D is not an escape\n' + 'é'.repeat(120);
    const longName = `Relevé de compte — ${'très long nom '.repeat(6)}2026.pdf`;
    const raw = composeMime(FROM, {
      to: 'a@example.com',
      subject: 's',
      text,
      attachments: [
        { filename: longName, content: ALL_BYTES, contentType: 'application/pdf' },
        { filename: 'say "hello".bin', content: new Uint8Array(0), contentType: 'application/octet-stream' },
        { filename: 'two\r\nlines.txt', content: new Uint8Array([1]), contentType: 'text/plain' },
      ],
    });
    const mail = await simpleParser(raw);
    expect(mail.text).toBe(text.replace(/\r\n/g, '\n'));
    expect(mail.attachments.map((a) => a.filename)).toEqual([longName, 'say "hello".bin', 'two lines.txt']);
    expect([...mail.attachments[0].content]).toEqual([...ALL_BYTES]);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    expect(mail.attachments[1].content).toHaveLength(0);
    // Clients that read the Content-Type's name (encoded-words) get the same name as those reading RFC 2231.
    const ct = mail.attachments[0].headers.get('content-type') as { params: { name: string } };
    expect(ct.params.name).toBe(longName);
  });

  it('names a non-ASCII attachment the RFC 2231 way, and an ASCII one plainly', () => {
    const raw = composeMime(FROM, {
      to: 'a@example.com',
      subject: 's',
      text: 't',
      attachments: [
        { filename: 'réponse.txt', content: new Uint8Array([1]), contentType: 'text/plain' },
        { filename: 'letter.pdf', content: new Uint8Array([1]), contentType: 'application/pdf' },
      ],
    }).toString();
    expect(raw).toContain("Content-Disposition: attachment;\r\n filename*=UTF-8''r%C3%A9ponse.txt\r\n");
    expect(raw).toContain('Content-Disposition: attachment;\r\n filename="letter.pdf"\r\n');
  });

  it('writes 7-bit ASCII with CRLF line ends only, lines of at most 76 characters in every body', () => {
    const raw = composeMime(FROM, {
      to: 'a@example.com',
      subject: 'Réclamation',
      text: `${'£'.repeat(200)}\n${'word '.repeat(300)}\nend with a tab\t\n`,
      html: `<p>${'x'.repeat(500)}</p>`,
      attachments: [{ filename: 'a.bin', content: ALL_BYTES, contentType: 'application/octet-stream' }],
    });
    expect([...raw].every((b) => b < 128)).toBe(true);
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const body = raw.toString('utf8').slice(raw.indexOf('\r\n\r\n'));
    for (const line of body.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      // Transports strip white space at a line's end: it must be encoded to survive.
      expect(line).not.toMatch(/[ \t]$/);
    }
  });

  it('folds long headers and encodes non-ASCII names and subjects so that each line stays short', async () => {
    const subject = `Plainte concernant ${'la société Überschuld & Cie — '.repeat(8)}fin`;
    const raw = composeMime('Équipe FairReply <no-reply@fairreply.co.uk>', {
      to: '"Smith, Jo" <jo@example.com>, Zoë Ó Briain <zoe@example.ie>, plain@example.org',
      replyTo: 'Ann <ann@example.com>',
      subject,
      text: 't',
    });
    for (const line of headersOf(raw).split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(headersOf(raw)).not.toMatch(/[^\x20-\x7e\r\n]/);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(subject);
    expect(mail.from?.value).toEqual([{ name: 'Équipe FairReply', address: 'no-reply@fairreply.co.uk' }]);
    expect(!Array.isArray(mail.to) && mail.to?.value).toEqual([
      { name: 'Smith, Jo', address: 'jo@example.com' },
      { name: 'Zoë Ó Briain', address: 'zoe@example.ie' },
      { name: '', address: 'plain@example.org' },
    ]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Ann', address: 'ann@example.com' }]);
  });

  it('never lets a line break start a header of its own: refused in addresses, a space in the subject', async () => {
    const msg = { to: 'a@example.com', subject: 's', text: 't' };
    expect(() => composeMime(FROM, { ...msg, to: 'a@example.com\r\nBcc: evil@example.com' })).toThrow(
      AddressError,
    );
    expect(() => composeMime(FROM, { ...msg, replyTo: 'ann@example.com\nBcc: x@y.com' })).toThrow(
      /Reply-To: line break/,
    );
    expect(() => composeMime('FairReply\r\nBcc: x@y.com <a@b.com>', msg)).toThrow(AddressError);
    const raw = composeMime(FROM, { ...msg, subject: 'Hi\r\nBcc: x@example.com' });
    expect(headersOf(raw)).not.toMatch(/^Bcc:/im);
    const mail = await simpleParser(raw);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).toBe('Hi Bcc: x@example.com');
  });

  it('refuses what is not an address or a media type, rather than guess', () => {
    const msg = { to: 'a@example.com', subject: 's', text: 't' };
    for (const to of ['', 'not an address', 'a@b', 'Jo <>', 'a@@b.com'])
      expect(() => composeMime(FROM, { ...msg, to }), to).toThrow(AddressError);
    expect(() =>
      composeMime(FROM, {
        ...msg,
        attachments: [
          { filename: 'a', content: new Uint8Array(1), contentType: 'text/plain\r\nBcc: x@y.com' },
        ],
      }),
    ).toThrow(/not a media type/);
  });

  it('writes an internationalised domain as punycode', async () => {
    const raw = composeMime(FROM, { to: 'jo@bücher.example', subject: 's', text: 't' });
    expect(headersOf(raw)).toMatch(/^To: jo@xn--bcher-kva\.example$/m);
  });

  it('chooses the structure by content: one part, alternatives, or mixed with the alternatives inside', async () => {
    const type = (raw: Buffer) => /^Content-Type: ([^;\r\n]+)/m.exec(headersOf(raw))![1];
    expect(type(composeMime(FROM, { to: 'a@example.com', subject: 's', text: 't' }))).toBe('text/plain');
    expect(type(composeMime(FROM, { to: 'a@example.com', subject: 's', text: 't', html: '<p>h</p>' }))).toBe(
      'multipart/alternative',
    );
    const mixed = composeMime(FROM, {
      to: 'a@example.com',
      subject: 's',
      text: 't',
      html: '<p>h</p>',
      attachments: [{ filename: 'a.txt', content: new Uint8Array([65]), contentType: 'text/plain' }],
    });
    expect(type(mixed)).toBe('multipart/mixed');
    expect(mixed.toString()).toMatch(/\r\n\r\n--=_fr_[0-9a-f]+\r\nContent-Type: multipart\/alternative;/);
    const mail = await simpleParser(mixed);
    expect([mail.text?.trim(), mail.html, mail.attachments.length]).toEqual(['t', '<p>h</p>', 1]);
  });

  it('dates the message and gives it an id on the sender domain', async () => {
    const raw = composeMime(
      FROM,
      { to: 'a@example.com', subject: 's', text: 't' },
      { date: new Date('2026-11-03T08:05:09Z') },
    );
    expect(headersOf(raw)).toMatch(/^Date: Tue, 03 Nov 2026 08:05:09 \+0000$/m);
    expect(headersOf(raw)).toMatch(/^Message-ID: <[0-9a-f-]{36}@fairreply\.co\.uk>$/m);
    expect((await simpleParser(raw)).date?.toISOString()).toBe('2026-11-03T08:05:09.000Z');
  });

  it('keeps every line within the 998-character limit, even for long text and binary attachments', () => {
    const raw = composeMime(FROM, {
      to: 'a@example.com',
      subject: 'x'.repeat(300),
      text: 'word '.repeat(2000),
      attachments: [
        { filename: 'a.bin', content: new Uint8Array(5000).fill(7), contentType: 'application/octet-stream' },
      ],
    });
    for (const line of lines(raw)) expect(line.length).toBeLessThanOrEqual(998);
  });
});

describe('envelopeOf', () => {
  it('gives the bare sender and recipients for SMTP', () => {
    expect(envelopeOf(FROM, { to: 'Jo <jo@example.com>, b@example.org', subject: 's', text: 't' })).toEqual({
      from: 'no-reply@fairreply.co.uk',
      to: ['jo@example.com', 'b@example.org'],
    });
  });
});
