/**
 * The in-process queue: the same job handler the SQS Lambda runs, called here with the same retry rule
 * (JOB_MAX_ATTEMPTS deliveries, then the job's own failure path). Jobs run one at a time, like a Lambda with
 * reserved concurrency 1, so OCR never starves the HTTP server of both cores.
 */
import { JOB_MAX_ATTEMPTS } from '@app/shared';
import type { JobMessage, Queue } from '../../ports/queue';

type Runner = (message: JobMessage, attempt: number) => Promise<void>;

export class InProcessQueue implements Queue {
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly run: () => Promise<Runner>,
    private readonly retryDelayMs = 200,
  ) {}

  async send(message: JobMessage): Promise<void> {
    this.pending++;
    this.chain = this.chain.then(() => this.deliver(message)).finally(() => this.pending--);
  }

  /** Resolves when every queued job has finished (tests, graceful shutdown). */
  async drain(): Promise<void> {
    while (this.pending > 0) await this.chain;
  }

  private async deliver(message: JobMessage): Promise<void> {
    const runner = await this.run();
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      try {
        await runner(message, attempt);
        return;
      } catch {
        // the job logs its own failures, with the letter and attempt
        if (attempt < JOB_MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, this.retryDelayMs * attempt));
      }
    }
  }
}

let queue: InProcessQueue | undefined;

export function inProcessQueue(): InProcessQueue {
  queue ??= new InProcessQueue(async () => (await import('../../jobs/worker')).runJob);
  return queue;
}
