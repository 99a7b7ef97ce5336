/** Background work. The same job handler runs behind SQS in AWS and the in-process queue locally. */
export type JobMessage = { type: 'process-debt-letter'; userId: string; letterId: string };

export interface Queue {
  send(message: JobMessage): Promise<void>;
}
