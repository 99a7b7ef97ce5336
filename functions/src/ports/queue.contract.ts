/**
 * The Queue port's contract: a message sent reaches the job handler unchanged (it survives the JSON an SQS body
 * is), each one once, and `send` returns without waiting for the job (the upload request must not run the OCR).
 * Run on the in-process queue (inproc-queue.test.ts) and on SQS through a mocked client (sqs-queue.test.ts), where
 * "reaches the job" means: the body the worker Lambda will parse.
 */
import { describe, expect, it } from 'vitest';
import type { JobMessage, Queue } from './queue';

export interface QueueHarness {
  queue: Queue;
  /**
   * The messages as the job handler receives them, once every job sent so far has been handed over. `hold` is a
   * promise each job awaits before it is recorded (a slow job); adapters whose jobs run elsewhere ignore it.
   */
  received(): Promise<JobMessage[]>;
}

export function queueContract(name: string, make: (hold: Promise<void>) => Promise<QueueHarness>) {
  const msg = (letterId: string, userId = 'u1', kind = 'debt'): JobMessage => ({
    type: 'build-letter',
    kind,
    userId,
    letterId,
  });

  describe(`Queue contract: ${name}`, () => {
    it('hands each message to the job unchanged, in the order sent', async () => {
      const { queue, received } = await make(Promise.resolve());
      const sent = [msg('l1'), msg('l2', 'u2', 'another-kind'), msg('l3')];
      for (const m of sent) await queue.send(m);
      const got = await received();
      expect(got).toEqual(sent);
      // what arrives is plain data, as it would be after a trip through a queue's JSON body
      expect(got.map((m) => JSON.parse(JSON.stringify(m)))).toEqual(sent);
    });

    it('delivers each of many concurrent sends exactly once', async () => {
      const { queue, received } = await make(Promise.resolve());
      const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
      await Promise.all(ids.map((id) => queue.send(msg(id))));
      const got = (await received()).map((m) => m.letterId).sort();
      expect(got).toEqual([...ids].sort());
    });

    it('returns from send without waiting for the job to finish', async () => {
      let release!: () => void;
      const hold = new Promise<void>((r) => (release = r));
      const { queue, received } = await make(hold);
      const sent = await Promise.race([
        queue.send(msg('slow')).then(() => 'sent'),
        new Promise((r) => setTimeout(() => r('blocked'), 1000)),
      ]);
      release();
      expect(sent).toBe('sent');
      expect((await received()).map((m) => m.letterId)).toEqual(['slow']);
    });
  });
}
