/**
 * The Ocr port on Amazon Textract.
 *
 * Images (PNG/JPEG, up to 10 MB — the upload limit — and within Textract's 5 MB synchronous byte limit once the
 * worker has rendered or downscaled them): DetectDocumentText on the bytes, one call, lines in reading order.
 *
 * PDFs (possibly multi-page, possibly scanned): the asynchronous API. The worker calls
 * `startPdfTextDetection(bucket, key, topicArn, roleArn)`; Textract reads the object from S3 itself, and when done
 * publishes to the SNS topic (using the role the stack lets it assume), which feeds the Textract completion queue;
 * the worker receiving that message calls `parseTextractCompletion(body)` then `collectPdfText(jobId)` (which follows
 * NextToken through every page of results). The stack sets TEXTRACT_TOPIC_ARN and TEXTRACT_ROLE_ARN for the worker.
 */
import {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
  type Block,
} from '@aws-sdk/client-textract';
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

export type PdfTextResult =
  | { status: 'IN_PROGRESS' }
  | {
      status: 'SUCCEEDED' | 'PARTIAL_SUCCESS';
      text: string;
      pages: number;
      confidence?: number;
      warnings: string[];
    };

export class TextractFailedError extends Error {}

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

  /**
   * Starts asynchronous text detection of a PDF (or TIFF) already in S3. `clientRequestToken` (e.g. the letter id)
   * makes a retried start return the same job instead of a second one; `jobTag` comes back in the completion message.
   */
  async startPdfTextDetection(
    bucket: string,
    key: string,
    snsTopicArn: string,
    roleArn: string,
    opts: { clientRequestToken?: string; jobTag?: string } = {},
  ): Promise<string> {
    const token = opts.clientRequestToken?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
    const tag = opts.jobTag?.replace(/[^A-Za-z0-9_.\-:]/g, '').slice(0, 64);
    const r = await this.client.send(
      new StartDocumentTextDetectionCommand({
        DocumentLocation: { S3Object: { Bucket: bucket, Name: key } },
        NotificationChannel: { SNSTopicArn: snsTopicArn, RoleArn: roleArn },
        ...(token ? { ClientRequestToken: token } : {}),
        ...(tag ? { JobTag: tag } : {}),
      }),
    );
    if (!r.JobId) throw new TextractFailedError('Textract returned no job id.');
    return r.JobId;
  }

  /** Reads every page of a finished job's results; pages are separated by a blank line. */
  async collectPdfText(jobId: string): Promise<PdfTextResult> {
    const blocks: Block[] = [];
    const warnings: string[] = [];
    let nextToken: string | undefined;
    let pages = 0;
    let status: string | undefined;
    do {
      const r = await this.client.send(
        new GetDocumentTextDetectionCommand({ JobId: jobId, MaxResults: 1000, NextToken: nextToken }),
      );
      status = r.JobStatus;
      if (status === 'IN_PROGRESS') return { status: 'IN_PROGRESS' };
      if (status === 'FAILED')
        throw new TextractFailedError(r.StatusMessage ?? 'Textract could not read the document.');
      pages = r.DocumentMetadata?.Pages ?? pages;
      blocks.push(...(r.Blocks ?? []));
      for (const w of r.Warnings ?? [])
        if (w.ErrorCode) warnings.push(`${w.ErrorCode} (pages ${(w.Pages ?? []).join(',')})`);
      nextToken = r.NextToken;
    } while (nextToken);

    const byPage = new Map<number, Block[]>();
    for (const b of blocks) {
      const p = b.Page ?? 1;
      if (!byPage.has(p)) byPage.set(p, []);
      byPage.get(p)!.push(b);
    }
    const pageTexts: string[] = [];
    const confs: number[] = [];
    for (const p of [...byPage.keys()].sort((a, b) => a - b)) {
      const { lines, confidence } = linesInReadingOrder(byPage.get(p)!);
      if (lines.length) pageTexts.push(lines.join('\n'));
      if (confidence !== undefined) confs.push(confidence);
    }
    return {
      status: status === 'PARTIAL_SUCCESS' ? 'PARTIAL_SUCCESS' : 'SUCCEEDED',
      text: pageTexts.join('\n\n'),
      pages: pages || byPage.size,
      confidence: confs.length ? confs.reduce((a, b) => a + b, 0) / confs.length : undefined,
      warnings,
    };
  }
}

export interface TextractCompletion {
  jobId: string;
  status: 'SUCCEEDED' | 'FAILED' | 'ERROR' | 'PARTIAL_SUCCESS' | string;
  jobTag?: string;
  bucket?: string;
  key?: string;
}

/**
 * Reads Textract's completion notification from an SQS message body: either the SNS envelope
 * (`{"Type":"Notification","Message":"{...}"}`) or, with raw message delivery, the notification itself.
 * Returns null for anything else (e.g. a job message on the same handler).
 */
export function parseTextractCompletion(body: string): TextractCompletion | null {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(body) as Record<string, unknown>;
    if (data.Type === 'Notification' && typeof data.Message === 'string')
      data = JSON.parse(data.Message) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof data.JobId !== 'string' || typeof data.Status !== 'string') return null;
  const loc = (data.DocumentLocation ?? {}) as { S3Bucket?: string; S3ObjectName?: string };
  return {
    jobId: data.JobId,
    status: data.Status,
    ...(typeof data.JobTag === 'string' ? { jobTag: data.JobTag } : {}),
    ...(loc.S3Bucket ? { bucket: loc.S3Bucket } : {}),
    ...(loc.S3ObjectName ? { key: loc.S3ObjectName } : {}),
  };
}
