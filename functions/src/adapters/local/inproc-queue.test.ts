import { describe, expect, it } from 'vitest';
import type { JobMessage } from '../../ports/queue';
import { queueContract } from '../../ports/queue.contract';
import { InProcessQueue } from './inproc-queue';

const msg = (letterId: string): JobMessage => ({ type: 'build-letter', kind: 'debt', userId: 'u', letterId });

describe('InProcessQueue (the local stand-in for SQS)', () => {
  it('delivers messages one at a time, in order', async () => {
    const seen: string[] = [];
    let running = 0;
    const q = new InProcessQueue(
      async () => async (m) => {
        running++;
        expect(running).toBe(1);
        await new Promise((r) => setTimeout(r, 5));
        seen.push(m.letterId);
        running--;
      },
      0,
    );
    await Promise.all(['a', 'b', 'c'].map((id) => q.send(msg(id))));
    await q.drain();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('redelivers a failing job up to three times, with the attempt number, then moves on', async () => {
    const attempts: number[] = [];
    const q = new InProcessQueue(
      async () => async (m, attempt) => {
        if (m.letterId === 'bad') {
          attempts.push(attempt);
          throw new Error('boom');
        }
      },
      0,
    );
    await q.send(msg('bad'));
    await q.send(msg('good'));
    await q.drain();
    expect(attempts).toEqual([1, 2, 3]);
  });
});

queueContract('in-process', async (hold) => {
  const got: JobMessage[] = [];
  const queue = new InProcessQueue(
    async () => async (m) => {
      await hold;
      got.push(m);
    },
    0,
  );
  return {
    queue,
    received: async () => {
      await queue.drain();
      return got;
    },
  };
});
