import {
  DetectDocumentTextCommand,
  GetDocumentTextDetectionCommand,
  StartDocumentTextDetectionCommand,
  TextractClient,
  type Block,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseTextractCompletion, TextractFailedError, TextractOcr } from './textract-ocr';

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

describe('TextractOcr PDFs (asynchronous API)', () => {
  it('starts a job on the S3 object with the SNS channel and an idempotency token', async () => {
    tMock.on(StartDocumentTextDetectionCommand).resolves({ JobId: 'job-1' });
    const id = await ocr.startPdfTextDetection(
      'bucket',
      'originals/u1/l1',
      'arn:aws:sns:eu-west-2:1:t',
      'arn:aws:iam::1:role/r',
      {
        clientRequestToken: 'l1',
        jobTag: 'u1:l1',
      },
    );
    expect(id).toBe('job-1');
    expect(tMock.commandCalls(StartDocumentTextDetectionCommand)[0].args[0].input).toEqual({
      DocumentLocation: { S3Object: { Bucket: 'bucket', Name: 'originals/u1/l1' } },
      NotificationChannel: { SNSTopicArn: 'arn:aws:sns:eu-west-2:1:t', RoleArn: 'arn:aws:iam::1:role/r' },
      ClientRequestToken: 'l1',
      JobTag: 'u1:l1',
    });
  });

  it('collects every page of results following NextToken, page by page', async () => {
    tMock
      .on(GetDocumentTextDetectionCommand, { JobId: 'job-1', NextToken: undefined })
      .resolves({
        JobStatus: 'SUCCEEDED',
        DocumentMetadata: { Pages: 2 },
        NextToken: 't2',
        Blocks: [page('p2', ['b'], 2), line('b', 'page two', 2), page('p1', ['a'], 1)],
      })
      .on(GetDocumentTextDetectionCommand, { JobId: 'job-1', NextToken: 't2' })
      .resolves({
        JobStatus: 'SUCCEEDED',
        DocumentMetadata: { Pages: 2 },
        Blocks: [line('a', 'page one', 1)],
      });
    const r = await ocr.collectPdfText('job-1');
    expect(r).toEqual({
      status: 'SUCCEEDED',
      text: 'page one\n\npage two',
      pages: 2,
      confidence: 90,
      warnings: [],
    });
    const calls = tMock.commandCalls(GetDocumentTextDetectionCommand).map((c) => c.args[0].input.NextToken);
    expect(calls).toEqual([undefined, 't2']);
  });

  it('reports a job still running, and throws on a failed one', async () => {
    tMock
      .on(GetDocumentTextDetectionCommand)
      .resolvesOnce({ JobStatus: 'IN_PROGRESS' })
      .resolvesOnce({ JobStatus: 'FAILED', StatusMessage: 'bad pdf' });
    expect(await ocr.collectPdfText('j')).toEqual({ status: 'IN_PROGRESS' });
    await expect(ocr.collectPdfText('j')).rejects.toThrow(TextractFailedError);
  });

  it('parses the completion notification, wrapped by SNS or raw', () => {
    const note = {
      JobId: 'job-1',
      Status: 'SUCCEEDED',
      API: 'StartDocumentTextDetection',
      JobTag: 'u1:l1',
      DocumentLocation: { S3Bucket: 'b', S3ObjectName: 'k' },
    };
    const expected = { jobId: 'job-1', status: 'SUCCEEDED', jobTag: 'u1:l1', bucket: 'b', key: 'k' };
    expect(
      parseTextractCompletion(JSON.stringify({ Type: 'Notification', Message: JSON.stringify(note) })),
    ).toEqual(expected);
    expect(parseTextractCompletion(JSON.stringify(note))).toEqual(expected);
    expect(parseTextractCompletion(JSON.stringify({ type: 'process-debt-letter' }))).toBeNull();
    expect(parseTextractCompletion('not json')).toBeNull();
  });
});
