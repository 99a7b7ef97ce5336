/** Background work. The same worker runs behind SQS in AWS and the in-process queue locally (jobs/worker.ts). */
export type JobMessage = {
  type: 'build-letter';
  /** The letter kind's name (kinds/index.ts): the worker finds its job in kinds/jobs.ts. */
  kind: string;
  userId: string;
  letterId: string;
};

export interface Queue {
  send(message: JobMessage): Promise<void>;
}
