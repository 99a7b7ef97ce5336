/**
 * The Ocr port on Amazon Textract.
 *
 * Images (PNG/JPEG, up to 10 MB — the upload limit — and within Textract's 5 MB synchronous byte limit once the
 * worker has rendered or downscaled them): DetectDocumentText on the bytes, one call, lines in reading order.
 *
 * Scanned PDFs: DetectDocumentText also accepts a single-page PDF, so the reader (extract/read.ts) hands over each
 * page without a text layer as a one-page PDF (recognizePdfPage). No S3 round trip, no completion queue, no canvas.
 */
import { DetectDocumentTextCommand, TextractClient, type Block } from '@aws-sdk/client-textract';
import type { Ocr } from '../../ports/ocr';

/** Lines of one page in reading order: the PAGE block's children when present (Textract's order), else block order. */
export function linesInReadingOrder(blocks: Block[]): { lines: string[]; confidence?: number } {
  const byId = new Map(blocks.filter((b) => b.Id).map((b) => [b.Id!, b]));
  const pages = blocks.filter((b) => b.BlockType === 'PAGE');
  let lineBlocks: Block[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const rel of page.Relationships ?? []) {
      if (rel.Type !== 'CHILD') continue;
      for (const id of rel.Ids ?? []) {
        const b = byId.get(id);
        if (b?.BlockType === 'LINE' && !seen.has(id)) {
          seen.add(id);
          lineBlocks.push(b);
        }
      }
    }
  }
  // Lines no page lists (or no PAGE block at all): keep Textract's own order.
  const rest = blocks.filter((b) => b.BlockType === 'LINE' && !(b.Id && seen.has(b.Id)));
  lineBlocks = lineBlocks.concat(rest);
  const lines = lineBlocks.map((b) => b.Text ?? '').filter((t) => t.trim() !== '');
  const confs = lineBlocks.map((b) => b.Confidence).filter((c): c is number => typeof c === 'number');
  return { lines, confidence: confs.length ? confs.reduce((a, b) => a + b, 0) / confs.length : undefined };
}

export class TextractOcr implements Ocr {
  readonly client: TextractClient;

  constructor(client?: TextractClient) {
    this.client = client ?? new TextractClient({});
  }

  async recognize(image: Uint8Array): Promise<{ text: string; confidence?: number }> {
    const r = await this.client.send(new DetectDocumentTextCommand({ Document: { Bytes: image } }));
    const { lines, confidence } = linesInReadingOrder(r.Blocks ?? []);
    return { text: lines.join('\n'), confidence };
  }

  /** Synchronous DetectDocumentText accepts a single-page PDF as bytes: no S3 round trip, no rendering. */
  recognizePdfPage(pdf: Uint8Array): Promise<{ text: string; confidence?: number }> {
    return this.recognize(pdf);
  }
}
