/**
 * The one MIME builder: a MailMessage as an RFC 5322 message, all 7-bit ASCII with CRLF line ends — headers encoded
 * and folded, text and HTML as alternatives (quoted-printable UTF-8), attachments in base64. The outbox writes it to
 * .eml files, the SMTP adapter sends these bytes, and SES sends them raw when there are attachments. Our own code
 * (~200 lines) rather than nodemailer's MailComposer, which added 139 KB to every bundle that sends mail; lives
 * outside local/ because the SES adapter uses it in AWS too.
 *
 * Header injection: an address with a line break is refused (AddressError); the subject and file names are text
 * that a user typed or a letter's reading produced, so a line break there becomes a space and the mail still goes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { MailMessage } from '../../ports/mailer';
import { addressAtoms, parseAddresses, type Mailbox } from './addresses';
import {
  base64Lines,
  foldHeader,
  headerParam,
  headerText,
  legacyNameParam,
  quotedPrintable,
} from './encoding';

const CRLF = '\r\n';

/** A body part: its header lines and its encoded body. */
interface Part {
  headers: string[];
  body: string;
}

const render = (p: Part) => `${p.headers.join(CRLF)}${CRLF}${CRLF}${p.body}`;

/** Line breaks and other control characters in header text (subject, file name) read as spaces. */
const oneLine = (s: string) => s.replace(/[\x00-\x1f\x7f]+/g, ' ').trim();

/** A media type as it may stand in a header (type/subtype tokens): anything else could smuggle parameters in. */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/;

function textPart(subtype: 'plain' | 'html', text: string): Part {
  return {
    headers: [`Content-Type: text/${subtype}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable'],
    body: quotedPrintable(text),
  };
}

/**
 * Parts under one boundary. The boundary holds `=_`, which neither quoted-printable (`=` is always followed by hex
 * digits or a line end) nor base64 can produce, so no body can contain it; random, so no nesting level shares it.
 */
function multipart(subtype: 'alternative' | 'mixed', parts: Part[]): Part {
  const boundary = `=_fr_${randomBytes(12).toString('hex')}`;
  return {
    headers: [`Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"`],
    body: parts.map((p) => `--${boundary}${CRLF}${render(p)}${CRLF}`).join('') + `--${boundary}--${CRLF}`,
  };
}

function attachmentPart(a: NonNullable<MailMessage['attachments']>[number]): Part {
  if (!MEDIA_TYPE.test(a.contentType))
    throw new Error(
      `attachment ${JSON.stringify(a.filename)}: not a media type: ${JSON.stringify(a.contentType)}`,
    );
  const filename = oneLine(a.filename) || 'attachment';
  return {
    headers: [
      [`Content-Type: ${a.contentType};`, ...legacyNameParam(filename)].join(`${CRLF} `),
      ['Content-Disposition: attachment', ...headerParam('filename', filename)].join(`;${CRLF} `),
      'Content-Transfer-Encoding: base64',
    ],
    body: base64Lines(a.content),
  };
}

/** RFC 5322's date: "Tue, 24 Nov 2026 08:56:27 +0000". */
const mailDate = (d: Date) => d.toUTCString().replace(/GMT$/, '+0000');

export interface ComposeOptions {
  /** The Date header (now by default). */
  date?: Date;
}

/** The message's bytes. Throws AddressError for an unusable From, To or Reply-To, Error for a bad media type. */
export function composeMime(from: string, message: MailMessage, opts: ComposeOptions = {}): Buffer {
  const sender = parseAddresses(from, 'From');
  const to = parseAddresses(message.to, 'To');
  const replyTo = message.replyTo ? parseAddresses(message.replyTo, 'Reply-To') : undefined;

  let body: Part = message.html
    ? multipart('alternative', [textPart('plain', message.text), textPart('html', message.html)])
    : textPart('plain', message.text);
  if (message.attachments?.length)
    body = multipart('mixed', [body, ...message.attachments.map(attachmentPart)]);

  const domain = sender[0].address.split('@')[1];
  const headers = [
    foldHeader('From', addressAtoms(sender)),
    foldHeader('To', addressAtoms(to)),
    ...(replyTo ? [foldHeader('Reply-To', addressAtoms(replyTo))] : []),
    foldHeader('Subject', headerText(oneLine(message.subject))),
    `Date: ${mailDate(opts.date ?? new Date())}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    ...body.headers,
  ];
  return Buffer.from(render({ headers, body: body.body }), 'utf8');
}

/** The SMTP envelope of a message: the bare sender and recipient addresses. */
export function envelopeOf(from: string, message: MailMessage): { from: string; to: string[] } {
  return {
    from: parseAddresses(from, 'From')[0].address,
    to: parseAddresses(message.to, 'To').map((b: Mailbox) => b.address),
  };
}
