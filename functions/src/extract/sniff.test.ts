import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType', () => {
  it('recognises PNG, JPEG and PDF by their magic bytes', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      'image/png',
    );
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 16))).toBe('image/jpeg');
    expect(sniffFileType(text('%PDF-1.7\n%\xe2\xe3\n1 0 obj'))).toBe('application/pdf');
  });

  it('accepts a PDF header after a little leading junk, as readers do', () => {
    expect(sniffFileType(text('\r\n\r\n%PDF-1.4\n'))).toBe('application/pdf');
  });

  it('rejects anything else, whatever it is called', () => {
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffFileType(text('GIF89a....'))).toBeNull();
    expect(sniffFileType(text('PK\u0003\u0004 docx'))).toBeNull();
    expect(sniffFileType(text('<html><body>%PDF</body></html>'))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0))).toBeNull(); // truncated PNG signature
  });
});
