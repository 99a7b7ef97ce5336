/**
 * The Queue port on SQS. One standard queue feeds the generation worker (infra/lib/stack.ts): at-least-once
 * delivery, so the job is idempotent (it claims each letter's run and ends in `completed` or `failed`); after three
 * failed receives a message moves to the dead-letter queue, which has an alarm.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobMessage, Queue } from '../../ports/queue';

export class SqsQueue implements Queue {
  readonly client: SQSClient;

  constructor(
    readonly queueUrl: string,
    client?: SQSClient,
  ) {
    this.client = client ?? new SQSClient({});
  }

  async send(message: JobMessage): Promise<void> {
    await this.client.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: JSON.stringify(message),
        // Lets a consumer route by type without parsing the body, and shows in the console.
        MessageAttributes: { type: { DataType: 'String', StringValue: message.type } },
      }),
    );
  }
}
