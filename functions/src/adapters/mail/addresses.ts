/**
 * Address lists as the Mailer port takes them ("a@x.com", "FairReply <no-reply@x.com>", "\"Smith, Jo\" <jo@x.com>,
 * b@y.com") read into display names and addresses, and written back for a header. A line break anywhere is refused,
 * not cleaned up: in an address it can only be a bug or an attempt to add headers (a Bcc), and a message to a
 * half-guessed address is worse than an error.
 */
import { domainToASCII } from 'node:url';
import { encodedWords, isPrintableAscii } from './encoding';

export interface Mailbox {
  name?: string;
  address: string;
}

/** The local part as RFC 5321 lets it through plain ASCII mail (dot-atom), and a domain's labels. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** RFC 5322 atext: a display name of these (and spaces) needs no quotes. */
const ATOMS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/;

export class AddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressError';
  }
}

/** Splits at commas outside quotes and angle brackets. */
function splitList(list: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let angle = false;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quoted && c === '\\') {
      current += c + (list[++i] ?? '');
      continue;
    }
    if (c === '"' && !angle) quoted = !quoted;
    else if (c === '<' && !quoted) angle = true;
    else if (c === '>' && !quoted) angle = false;
    else if (c === ',' && !quoted && !angle) {
      items.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter(Boolean);
}

/** An address checked and its domain in ASCII (an internationalised domain as punycode). */
function checkAddress(raw: string, field: string): string {
  const at = raw.lastIndexOf('@');
  const local = raw.slice(0, at);
  const domain = at > 0 ? domainToASCII(raw.slice(at + 1)) : '';
  if (at <= 0 || !LOCAL.test(local) || !DOMAIN.test(domain))
    throw new AddressError(`${field}: not a mail address: ${JSON.stringify(raw)}`);
  return `${local}@${domain}`;
}

/** Reads an address list; throws AddressError for a line break, an empty list or anything not an address. */
export function parseAddresses(list: string, field = 'address'): Mailbox[] {
  if (/[\r\n]/.test(list)) throw new AddressError(`${field}: line break in ${JSON.stringify(list)}`);
  const boxes = splitList(list).map((item): Mailbox => {
    const m = /^(.*?)\s*<([^<>]*)>$/s.exec(item);
    if (!m) return { address: checkAddress(item, field) };
    let name = m[1].trim();
    if (name.startsWith('"') && name.endsWith('"') && name.length >= 2)
      name = name.slice(1, -1).replace(/\\(.)/g, '$1');
    return { ...(name ? { name } : {}), address: checkAddress(m[2].trim(), field) };
  });
  if (!boxes.length) throw new AddressError(`${field}: no address`);
  return boxes;
}

/** A mailbox for a header, as atoms to fold between: the name plain, quoted or as encoded-words, then `<address>`. */
function mailboxAtoms({ name, address }: Mailbox): string[] {
  if (!name) return [address];
  let shown: string[];
  if (ATOMS.test(name)) shown = name.split(' ');
  else if (isPrintableAscii(name)) shown = [`"${name.replace(/(["\\])/g, '\\$1')}"`];
  else shown = encodedWords(name);
  return [...shown, `<${address}>`];
}

/** An address list's header atoms, the mailboxes separated by commas. */
export function addressAtoms(boxes: Mailbox[]): string[] {
  return boxes.flatMap((box, i) => {
    const atoms = mailboxAtoms(box);
    if (i < boxes.length - 1) atoms[atoms.length - 1] += ',';
    return atoms;
  });
}
