import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { assemble, flate, streamBody, type RawObject } from '../../../test/fixtures/raw-pdf';
import { pageText } from '../../extract/read';
import { PdfDict, PdfString } from '../objects';
import { aesEncrypt, fileKeyR4, hashR6, PASSWORD_PAD, PasswordRequiredError, rc4, userCheck } from './crypt';
import { PdfReader } from './document';
import { pageTextItems } from './text';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const bin = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const pdfHex = (b: Uint8Array) => `<${hex(b)}>`;

describe('RC4', () => {
  it('matches the published test vectors', () => {
    expect(hex(rc4(bin('Key'), bin('Plaintext')))).toBe('bbf316e8d940af0ad3');
    expect(hex(rc4(bin('Wiki'), bin('pedia')))).toBe('1021bf0420');
    expect(hex(rc4(bin('Secret'), bin('Attack at dawn')))).toBe('45a01f645fc35b383552544b9bf5');
  });
});

type Method = 'rc4-40' | 'rc4-128' | 'aes-128' | 'aes-256';
const TEXT = 'Encrypted letter: balance due £1,234.56';

/**
 * A one-page document encrypted with the standard security handler and an empty user password, written the way
 * a PDF writer does it: each string and stream encrypted with its object's key (computed here independently).
 */
function encryptedPdf(method: Method, opts: { wrongU?: boolean } = {}): Uint8Array {
  const id0 = randomBytes(16);
  const O = randomBytes(32); // the owner password is never checked: any value
  const P = -3904;
  let fileKey: Uint8Array;
  let encryptDict: string;
  if (method === 'aes-256') {
    fileKey = randomBytes(32);
    const vsalt = randomBytes(8);
    const ksalt = randomBytes(8);
    const U = Buffer.concat([hashR6(new Uint8Array(0), vsalt, new Uint8Array(0), 6), vsalt, ksalt]);
    if (opts.wrongU) U[0] ^= 1;
    const ik = hashR6(new Uint8Array(0), ksalt, new Uint8Array(0), 6);
    const c = createCipheriv('aes-256-cbc', ik, Buffer.alloc(16));
    c.setAutoPadding(false);
    const UE = Buffer.concat([c.update(fileKey), c.final()]);
    encryptDict =
      `<</Filter /Standard /V 5 /R 6 /Length 256 /CF <</StdCF <</CFM /AESV3 /Length 32 /AuthEvent /DocOpen>>>> ` +
      `/StmF /StdCF /StrF /StdCF /O ${pdfHex(randomBytes(48))} /U ${pdfHex(U)} /OE ${pdfHex(randomBytes(32))} ` +
      `/UE ${pdfHex(UE)} /P ${P} /Perms ${pdfHex(randomBytes(16))}>>`;
  } else {
    const r = method === 'rc4-40' ? 2 : method === 'rc4-128' ? 3 : 4;
    const len = method === 'rc4-40' ? 5 : 16;
    fileKey = fileKeyR4(new Uint8Array(0), O, P, id0, r, len, true);
    // Algorithm 2 by hand for the 40-bit case, as a cross-check of fileKeyR4.
    if (r === 2) {
      const p = Buffer.alloc(4);
      p.writeInt32LE(P);
      const k = createHash('md5')
        .update(PASSWORD_PAD)
        .update(O)
        .update(p)
        .update(id0)
        .digest()
        .subarray(0, 5);
      expect(hex(fileKey)).toBe(hex(k));
    }
    const U = Buffer.alloc(32);
    Buffer.from(userCheck(fileKey, r, id0)).copy(U);
    if (opts.wrongU) U[0] ^= 1;
    const cf = r === 4 ? '/CF <</StdCF <</CFM /AESV2 /Length 16>>>> /StmF /StdCF /StrF /StdCF ' : '';
    encryptDict = `<</Filter /Standard /V ${r === 2 ? 1 : r === 3 ? 2 : 4} /R ${r} /Length ${len * 8} ${cf}/O ${pdfHex(O)} /U ${pdfHex(U)} /P ${P}>>`;
  }
  const objectKey = (num: number) => {
    if (method === 'aes-256') return fileKey;
    const salt = method === 'aes-128' ? Buffer.from('sAlT') : Buffer.alloc(0);
    const ext = Buffer.concat([fileKey, Buffer.from([num & 255, (num >> 8) & 255, 0, 0, 0]), salt]);
    return createHash('md5')
      .update(ext)
      .digest()
      .subarray(0, Math.min(16, fileKey.length + 5));
  };
  const enc = (num: number, data: Uint8Array) =>
    method.startsWith('rc4') ? rc4(objectKey(num), data) : aesEncrypt(objectKey(num), randomBytes(16), data);
  const content = `BT /F1 14 Tf 72 700 Td <${hex(Buffer.from(TEXT, 'latin1'))}> Tj ET`;
  const objects: RawObject[] = [
    { num: 1, body: '<</Type /Catalog /Pages 2 0 R>>' },
    { num: 2, body: '<</Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 600 800]>>' },
    { num: 3, body: '<</Type /Page /Parent 2 0 R /Resources <</Font <</F1 5 0 R>>>> /Contents 4 0 R>>' },
    { num: 4, body: streamBody('/Filter /FlateDecode', enc(4, flate(content))) },
    { num: 5, body: '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>' },
    { num: 6, body: `<</Title ${pdfHex(enc(6, bin('Letter (secret)')))}>>` },
    { num: 7, body: encryptDict },
  ];
  return assemble(objects, {
    trailer: `/Root 1 0 R /Info 6 0 R /Encrypt 7 0 R /ID [${pdfHex(id0)} ${pdfHex(id0)}]`,
  }).bytes;
}

describe('the standard security handler with an empty user password', () => {
  for (const method of ['rc4-40', 'rc4-128', 'aes-128', 'aes-256'] as const) {
    it(`decrypts streams and strings (${method}), as pdf.js does`, async () => {
      const bytes = encryptedPdf(method);
      const doc = new PdfReader(bytes);
      expect(doc.encrypted).toBe(true);
      const ours = pageText(pageTextItems(doc, doc.pages[0]));
      expect(ours).toBe(TEXT);
      const info = doc.dict(doc.trailer.get('Info')) as PdfDict;
      expect(Buffer.from((info.get('Title') as PdfString).bytes).toString('latin1')).toBe('Letter (secret)');
      // The fixture is a valid encrypted PDF: pdf.js reads the same text from it.
      const pdf = await getDocumentProxy(bytes.slice());
      const c = await (await pdf.getPage(1)).getTextContent();
      expect(pageText(c.items as never)).toBe(ours);
      await pdf.destroy();
    });
  }

  it('reports a file that needs a user password', () => {
    expect(() => new PdfReader(encryptedPdf('rc4-128', { wrongU: true }))).toThrow(PasswordRequiredError);
    expect(() => new PdfReader(encryptedPdf('aes-256', { wrongU: true }))).toThrow(PasswordRequiredError);
  });
});
