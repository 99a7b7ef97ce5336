/**
 * The encodings a MIME message is written in, so that every byte of it is 7-bit ASCII and no line passes the limits
 * of RFC 5322 (998 characters, 78 recommended): quoted-printable and base64 bodies (RFC 2045), encoded-words for
 * non-ASCII header text (RFC 2047), and RFC 2231 parameters for non-ASCII or long file names.
 */

const CRLF = '\r\n';
const utf8 = (s: string) => Buffer.from(s, 'utf8');
const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Printable ASCII only (space to tilde): header text that may go out as it is. */
export const isPrintableAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/** Every line break as CRLF, the only one mail knows. */
export const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text: printable ASCII stays readable, other bytes become =XX, a space or
 * tab ending a line is encoded (transports strip trailing white space), and lines are cut with a soft break (`=`)
 * to at most 76 characters without splitting an =XX.
 */
export function quotedPrintable(text: string): string {
  return crlf(text)
    .split(CRLF)
    .map((line) => {
      const bytes = utf8(line);
      const out: string[] = [];
      let current = '';
      bytes.forEach((b, i) => {
        const last = i === bytes.length - 1;
        const literal = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
        const token = literal ? String.fromCharCode(b) : hex(b);
        // 75 leaves room for the soft break's `=`.
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      });
      out.push(current);
      return out.join(CRLF);
    })
    .join(CRLF);
}

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
export function base64Lines(bytes: Uint8Array): string {
  const b64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b64.length; i += 76) lines.push(b64.slice(i, i + 76));
  return lines.join(CRLF);
}

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes, never inside a character. */
function utf8Pieces(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of text) {
    const n = utf8(ch).length;
    if (size + n > maxBytes && current) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * RFC 2047 encoded-words (`=?UTF-8?B?…?=`) for header text: each word short enough (30 bytes, 52 characters) to sit
 * on a folded line with its header's name within 76 characters, and never splitting a character between words.
 * Decoders join adjacent encoded-words and ignore the white space between them, so the words may be folded apart.
 */
export function encodedWords(text: string): string[] {
  return utf8Pieces(text, 30).map((piece) => `=?UTF-8?B?${utf8(piece).toString('base64')}?=`);
}

/**
 * Header text as atoms to fold between: as it is when it is printable ASCII that no decoder could misread as an
 * encoded-word, else encoded-words (also when a run without spaces is too long to fold).
 */
export function headerText(text: string): string[] {
  const words = text.split(' ');
  if (isPrintableAscii(text) && !text.includes('=?') && words.every((w) => w.length <= 900)) return words;
  return encodedWords(text);
}

/**
 * One header line, folded (CRLF + the space that was there) before an atom that would carry the line past 78
 * characters. `atoms` are the value's pieces that a single space separates; an empty atom (a double space) never
 * starts a line, which would leave one of white space only.
 */
export function foldHeader(name: string, atoms: string[]): string {
  let out = `${name}:`;
  let line = out.length;
  atoms.forEach((atom, i) => {
    if (i > 0 && atom && line + 1 + atom.length > 78) {
      out += `${CRLF} ${atom}`;
      line = 1 + atom.length;
    } else {
      out += ` ${atom}`;
      line += 1 + atom.length;
    }
  });
  return out;
}

/** RFC 2231's attribute characters: the bytes a percent-encoded parameter value may carry as they are. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

const percentEncoded = (ch: string) =>
  [...utf8(ch)]
    .map((b) =>
      ATTR_CHAR.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * A header parameter (`name="value"`), as the lines to fold it over: a quoted string when the value is short
 * printable ASCII, else RFC 2231's UTF-8 percent-encoding, continued over numbered pieces (`name*0*`, `name*1*`…)
 * when long. Pieces end between characters, not inside one's bytes: the standard allows either, but some clients
 * decode each piece on its own.
 */
export function headerParam(name: string, value: string): string[] {
  if (isPrintableAscii(value) && !/["\\]/.test(value) && value.length <= 60) return [`${name}="${value}"`];
  const prefix = "UTF-8''";
  const chars = [...value].map(percentEncoded);
  if (prefix.length + chars.join('').length <= 60) return [`${name}*=${prefix}${chars.join('')}`];
  const pieces: string[] = [];
  let current = '';
  for (const token of chars) {
    if (current && current.length + token.length > 60) {
      pieces.push(current);
      current = '';
    }
    current += token;
  }
  pieces.push(current);
  return pieces.map((p, i) => `${name}*${i}*=${i === 0 ? prefix : ''}${p}`);
}

/**
 * The `name` parameter of an attachment's Content-Type, which older clients (Outlook among them) read instead of
 * the disposition's RFC 2231 filename and only understand as encoded-words in a quoted string — not the standard,
 * but what every major sender writes. The words are folded apart inside the quotes.
 */
export function legacyNameParam(value: string): string[] {
  if (isPrintableAscii(value) && !/["\\]/.test(value) && value.length <= 60) return [`name="${value}"`];
  const words = encodedWords(value);
  return words.map((w, i) => `${i === 0 ? 'name="' : ''}${w}${i === words.length - 1 ? '"' : ''}`);
}
