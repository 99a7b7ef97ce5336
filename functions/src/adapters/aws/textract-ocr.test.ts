import { DetectDocumentTextCommand, TextractClient, type Block } from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureFile, LETTERS, type FixtureFormat } from '../../../test/fixtures/letters';
import { blankPage, ocrContract } from '../../ports/ocr.contract';
import { TextractOcr } from './textract-ocr';

const textract = new TextractClient({
  region: 'eu-west-2',
  credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
});
const tMock = mockClient(textract);
const ocr = new TextractOcr(textract);
beforeEach(() => tMock.reset());

const line = (id: string, text: string, page = 1, conf = 90): Block => ({
  Id: id,
  BlockType: 'LINE',
  Text: text,
  Page: page,
  Confidence: conf,
});
const word = (id: string, text: string, page = 1): Block => ({
  Id: id,
  BlockType: 'WORD',
  Text: text,
  Page: page,
  Confidence: 99,
});
const page = (id: string, children: string[], n = 1): Block => ({
  Id: id,
  BlockType: 'PAGE',
  Page: n,
  Relationships: [{ Type: 'CHILD', Ids: children }],
});

describe('TextractOcr.recognize', () => {
  it('sends the image bytes to DetectDocumentText and joins lines in reading order', async () => {
    tMock.on(DetectDocumentTextCommand).resolves({
      // Block order deliberately differs from the page's reading order.
      Blocks: [
        page('p', ['l2', 'l1'].reverse()),
        line('l2', 'Dear Sir', 1, 80),
        word('w1', 'Dear'),
        line('l1', 'Parking Charge Notice', 1, 100),
      ],
    });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const r = await ocr.recognize(bytes);
    expect(r.text).toBe('Parking Charge Notice\nDear Sir');
    expect(r.confidence).toBe(90);
    const input = tMock.commandCalls(DetectDocumentTextCommand)[0].args[0].input;
    expect(input.Document?.Bytes).toEqual(bytes);
  });

  it('keeps block order when there is no PAGE block, and returns empty text for a blank image', async () => {
    tMock
      .on(DetectDocumentTextCommand)
      .resolvesOnce({ Blocks: [line('a', 'one'), line('b', 'two')] })
      .resolvesOnce({ Blocks: [] });
    expect((await ocr.recognize(new Uint8Array([1]))).text).toBe('one\ntwo');
    expect(await ocr.recognize(new Uint8Array([1]))).toEqual({ text: '', confidence: undefined });
  });
});

describe('TextractOcr.recognizePdfPage', () => {
  it('sends a one-page PDF as document bytes to the same synchronous call', async () => {
    tMock
      .on(DetectDocumentTextCommand)
      .resolves({ Blocks: [page('p', ['a']), line('a', 'Balance due £120.00')] });
    const pdf = new TextEncoder().encode('%PDF-1.7 one page');
    expect((await ocr.recognizePdfPage(pdf)).text).toBe('Balance due £120.00');
    expect(tMock.commandCalls(DetectDocumentTextCommand)[0].args[0].input).toEqual({
      Document: { Bytes: pdf },
    });
  });
});

/**
 * A stand-in for DetectDocumentText that knows the fixture pages: it answers each with the page's lines as
 * Textract does (a PAGE block listing LINE children, WORD blocks besides), and a blank page with a PAGE alone.
 */
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
let pages: Map<string, string[]> | undefined;
async function knownPages(): Promise<Map<string, string[]>> {
  if (pages) return pages;
  const map = new Map<string, string[]>([[sha(await blankPage()), []]]);
  const formats: FixtureFormat[] = ['png', 'scanJpg', 'scanPdf'];
  for (const l of LETTERS) for (const f of formats) map.set(sha(await fixtureFile(l.id, f)), l.lines);
  pages = map;
  return map;
}

ocrContract('Textract (mocked client)', async () => {
  const known = await knownPages();
  tMock.on(DetectDocumentTextCommand).callsFake((input: { Document?: { Bytes?: Uint8Array } }) => {
    const lines = known.get(sha(input.Document?.Bytes ?? new Uint8Array()));
    if (!lines)
      throw Object.assign(new Error('unsupported document'), { name: 'UnsupportedDocumentException' });
    const ids = lines.map((_, i) => `l${i}`);
    return {
      Blocks: [
        page('p', ids),
        ...lines.flatMap((t, i) => [line(ids[i], t, 1, 97), word(`w${i}`, t.split(' ')[0])]),
      ],
    };
  });
  return ocr;
});
