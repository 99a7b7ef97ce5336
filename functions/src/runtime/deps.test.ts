import { describe, expect, it } from 'vitest';
import { onFirstUse, publishableKeyOnly } from './deps';

describe('onFirstUse', () => {
  it('builds the adapter once, on the first call, and forwards every call', async () => {
    let built = 0;
    const calls: string[] = [];
    const port = onFirstUse<{ send(x: string): Promise<string> }>(async () => {
      built++;
      return { send: async (x: string) => (calls.push(x), `sent ${x}`) };
    });
    expect(built).toBe(0);
    await expect(port.send('a')).resolves.toBe('sent a');
    await Promise.all([port.send('b'), port.send('c')]);
    expect(built).toBe(1);
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('is not mistaken for a promise', async () => {
    const port = onFirstUse(async () => ({}));
    expect(await Promise.resolve(port)).toBe(port);
  });
});

describe('publishableKeyOnly (the config route in AWS holds no Stripe secret)', () => {
  it('tells the key and refuses every call that needs the secret', async () => {
    const p = publishableKeyOnly('pk_test_abc');
    expect(p.publishableKey).toBe('pk_test_abc');
    await expect(
      p.createPaymentIntent({ amountPence: 100, metadata: {}, idempotencyKey: 'k' }),
    ).rejects.toThrow(/publishable key/);
    await expect(p.getPaymentIntent('pi_1')).rejects.toThrow(/publishable key/);
    expect(() => p.parseWebhook('{}', 'sig')).toThrow(/publishable key/);
  });
});
