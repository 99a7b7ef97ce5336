/**
 * The standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4) for files that open without a password:
 * the user password is empty, which is how most "protected" letters come (printing or copying restricted, reading
 * free). RC4 40–128-bit (written here: OpenSSL 3 has dropped it from its default provider), AES-128 (AESV2) and
 * AES-256 (AESV3, revisions 5 and 6) through node:crypto. A file that needs a real user password cannot be read:
 * PasswordRequiredError, and the caller falls back to OCR.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { PdfDict, PdfName, PdfString, type PdfValue } from '../objects';

export class PasswordRequiredError extends Error {}

/** The 32-byte padding string of Algorithm 2. */
export const PASSWORD_PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e,
  0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

/** RC4 (symmetric: the same call encrypts and decrypts). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    const t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    const t = s[i];
    s[i] = s[j];
    s[j] = t;
    out[k] = data[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash('md5');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};

/** AES-CBC decryption of `iv ‖ ciphertext`; the padding is removed when it is valid and kept otherwise. */
export function aesDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32 || data.length % 16 !== 0) {
    if (data.length <= 16) return new Uint8Array(0);
    data = data.subarray(0, 16 + Math.floor((data.length - 16) / 16) * 16);
  }
  const d = createDecipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, data.subarray(0, 16));
  d.setAutoPadding(false);
  const out = new Uint8Array(Buffer.concat([d.update(data.subarray(16)), d.final()]));
  const pad = out[out.length - 1];
  if (pad >= 1 && pad <= 16 && out.length >= pad && out.subarray(out.length - pad).every((b) => b === pad))
    return out.subarray(0, out.length - pad);
  return out;
}

/** AES-CBC encryption with PKCS#5 padding, `iv ‖ ciphertext` (tests build encrypted fixtures with it). */
export function aesEncrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const c = createCipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv);
  return new Uint8Array(Buffer.concat([iv, c.update(data), c.final()]));
}

type Method = 'None' | 'V2' | 'AESV2' | 'AESV3';

function bytesOf(v: PdfValue | undefined): Uint8Array {
  return v instanceof PdfString ? v.bytes : new Uint8Array(0);
}

/** Algorithm 2: the file key for a password (R2–R4). */
export function fileKeyR4(
  password: Uint8Array,
  o: Uint8Array,
  p: number,
  id0: Uint8Array,
  r: number,
  lengthBytes: number,
  encryptMetadata: boolean,
): Uint8Array {
  const padded = new Uint8Array(32);
  padded.set(password.subarray(0, 32));
  padded.set(PASSWORD_PAD.subarray(0, 32 - Math.min(32, password.length)), Math.min(32, password.length));
  const pBytes = new Uint8Array(4);
  new DataView(pBytes.buffer).setInt32(0, p, true);
  const parts = [padded, o.subarray(0, 32), pBytes, id0];
  if (r >= 4 && !encryptMetadata) parts.push(Uint8Array.from([0xff, 0xff, 0xff, 0xff]));
  let key = md5(...parts);
  const n = r === 2 ? 5 : lengthBytes;
  if (r >= 3) for (let i = 0; i < 50; i++) key = md5(key.subarray(0, n));
  return key.subarray(0, n);
}

/** Algorithms 4/5: the /U value the empty-password key must reproduce (first 16 bytes for R3+). */
export function userCheck(key: Uint8Array, r: number, id0: Uint8Array): Uint8Array {
  if (r === 2) return rc4(key, PASSWORD_PAD);
  let x = rc4(key, md5(PASSWORD_PAD, id0));
  for (let i = 1; i <= 19; i++)
    x = rc4(
      key.map((b) => b ^ i),
      x,
    );
  return x;
}

/** Algorithm 2.B (R6): the iterated SHA-256/384/512 hash. R5 uses a single SHA-256. */
export function hashR6(password: Uint8Array, salt: Uint8Array, udata: Uint8Array, r: number): Uint8Array {
  let k = new Uint8Array(createHash('sha256').update(password).update(salt).update(udata).digest());
  if (r === 5) return k;
  for (let i = 0; ; i++) {
    const unit = Buffer.concat([password, k, udata]);
    const k1 = Buffer.alloc(unit.length * 64);
    for (let j = 0; j < 64; j++) unit.copy(k1, j * unit.length);
    const c = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    c.setAutoPadding(false);
    const e = Buffer.concat([c.update(k1), c.final()]);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j];
    const alg = ['sha256', 'sha384', 'sha512'][sum % 3];
    k = new Uint8Array(createHash(alg).update(e).digest());
    if (i >= 63 && e[e.length - 1] <= i - 31) break;
  }
  return k.subarray(0, 32);
}

/** Decrypts strings and streams of a file protected by the standard handler with an empty user password. */
export class SecurityHandler {
  private readonly key: Uint8Array;
  private readonly r: number;
  private readonly stmMethod: Method;
  private readonly strMethod: Method;
  readonly encryptMetadata: boolean;

  constructor(encrypt: PdfDict, id0: Uint8Array, resolve: (v: PdfValue | undefined) => PdfValue | undefined) {
    const get = (k: string) => resolve(encrypt.get(k));
    const filter = get('Filter');
    if (!(filter instanceof PdfName) || filter.name !== 'Standard')
      throw new PasswordRequiredError(`security handler ${filter instanceof PdfName ? filter.name : '?'}`);
    const v = Number(get('V') ?? 0);
    this.r = Number(get('R') ?? 2);
    this.encryptMetadata = get('EncryptMetadata') !== false;
    const lengthBits = Number(get('Length') ?? 40);
    const o = bytesOf(get('O'));
    const u = bytesOf(get('U'));
    const p = Number(get('P') ?? 0);
    if (v >= 4) {
      const cf = get('CF');
      const method = (n: PdfValue | undefined): Method => {
        if (!(n instanceof PdfName) || n.name === 'Identity') return 'None';
        const sub = cf instanceof PdfDict ? resolve(cf.get(n.name)) : undefined;
        const cfm = sub instanceof PdfDict ? resolve(sub.get('CFM')) : undefined;
        const m = cfm instanceof PdfName ? cfm.name : 'None';
        return m === 'V2' || m === 'AESV2' || m === 'AESV3' ? m : 'None';
      };
      this.stmMethod = method(get('StmF'));
      this.strMethod = method(get('StrF'));
    } else {
      this.stmMethod = this.strMethod = 'V2';
    }
    const empty = new Uint8Array(0);
    if (this.r >= 5) {
      // Algorithm 2.A: check the empty password against /U, then unwrap the file key from /UE.
      const hash = hashR6(empty, u.subarray(32, 40), empty, this.r);
      if (!equal(hash, u.subarray(0, 32))) throw new PasswordRequiredError('a user password is required');
      const ik = hashR6(empty, u.subarray(40, 48), empty, this.r);
      const d = createDecipheriv('aes-256-cbc', ik, new Uint8Array(16));
      d.setAutoPadding(false);
      this.key = new Uint8Array(Buffer.concat([d.update(bytesOf(get('UE')).subarray(0, 32)), d.final()]));
    } else {
      const keyLen = v === 1 ? 5 : Math.max(5, Math.min(16, lengthBits >> 3));
      this.key = fileKeyR4(empty, o, p, id0, this.r, keyLen, this.encryptMetadata);
      const check = userCheck(this.key, this.r, id0);
      const n = this.r === 2 ? 32 : 16;
      if (!equal(check.subarray(0, n), u.subarray(0, n)))
        throw new PasswordRequiredError('a user password is required');
    }
  }

  private objectKey(num: number, gen: number, aes: boolean): Uint8Array {
    if (this.r >= 5) return this.key;
    const ext = new Uint8Array(this.key.length + 5 + (aes ? 4 : 0));
    ext.set(this.key);
    const n = this.key.length;
    ext[n] = num & 0xff;
    ext[n + 1] = (num >> 8) & 0xff;
    ext[n + 2] = (num >> 16) & 0xff;
    ext[n + 3] = gen & 0xff;
    ext[n + 4] = (gen >> 8) & 0xff;
    if (aes) ext.set([0x73, 0x41, 0x6c, 0x54], n + 5); // "sAlT"
    return md5(ext).subarray(0, Math.min(16, n + 5));
  }

  private decrypt(method: Method, num: number, gen: number, data: Uint8Array): Uint8Array {
    if (method === 'None') return data;
    if (method === 'V2') return rc4(this.objectKey(num, gen, false), data);
    return aesDecrypt(this.objectKey(num, gen, true), data);
  }

  decryptString(num: number, gen: number, data: Uint8Array): Uint8Array {
    return this.decrypt(this.strMethod, num, gen, data);
  }

  decryptStream(num: number, gen: number, data: Uint8Array): Uint8Array {
    return this.decrypt(this.stmMethod, num, gen, data);
  }
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
