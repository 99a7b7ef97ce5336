import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, expect, it } from 'vitest';
import type { JobMessage } from '../../ports/queue';
import { queueContract } from '../../ports/queue.contract';
import { SqsQueue } from './sqs-queue';

const sqs = new SQSClient({ region: 'eu-west-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const sqsMock = mockClient(sqs);
beforeEach(() => sqsMock.reset());

it('sends the job as JSON to the queue', async () => {
  sqsMock.on(SendMessageCommand).resolves({ MessageId: 'm1' });
  const url = 'https://sqs.eu-west-2.amazonaws.com/123456789012/jobs';
  await new SqsQueue(url, sqs).send({ type: 'build-letter', kind: 'debt', userId: 'u1', letterId: 'l1' });
  const calls = sqsMock.commandCalls(SendMessageCommand);
  expect(calls).toHaveLength(1);
  const input = calls[0].args[0].input;
  expect(input.QueueUrl).toBe(url);
  expect(JSON.parse(input.MessageBody!)).toEqual({
    type: 'build-letter',
    kind: 'debt',
    userId: 'u1',
    letterId: 'l1',
  });
  expect(input.MessageAttributes).toEqual({
    type: { DataType: 'String', StringValue: 'build-letter' },
  });
});

it('propagates a send failure (the request must not pretend the job was queued)', async () => {
  sqsMock.on(SendMessageCommand).rejects(new Error('throttled'));
  await expect(
    new SqsQueue('https://q', sqs).send({ type: 'build-letter', kind: 'debt', userId: 'u', letterId: 'l' }),
  ).rejects.toThrow('throttled');
});

// What the worker Lambda receives is the message body it parses (jobs/worker.ts `handler`).
queueContract('SQS (mocked client)', async () => {
  sqsMock.on(SendMessageCommand).resolves({ MessageId: 'm' });
  const queue = new SqsQueue('https://sqs.eu-west-2.amazonaws.com/123456789012/jobs', sqs);
  return {
    queue,
    received: async () =>
      sqsMock.commandCalls(SendMessageCommand).map((c) => {
        const input = c.args[0].input;
        const message = JSON.parse(input.MessageBody!) as JobMessage;
        // the routing attribute always agrees with the body
        expect(input.MessageAttributes?.type?.StringValue).toBe(message.type);
        return message;
      }),
  };
});
