import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DynamoStore } from '../adapters/aws/dynamo-store';
import { startDynamoLocal } from './dynamo-local';

describe('DynamoDB Local for npm start', () => {
  it('keeps data in its folder across a restart', { timeout: 60_000 }, async () => {
    const dbPath = mkdtempSync(join(tmpdir(), 'ddb-'));
    const first = await startDynamoLocal({ dbPath });
    const store = new DynamoStore({ tableName: 'persist', endpoint: first.endpoint });
    await store.ensureTable();
    const user = await store.createUser({
      email: 'keep@example.com',
      firstName: 'K',
      lastName: 'P',
      credits: 1,
      isAdmin: false,
    });
    await first.stop();

    const second = await startDynamoLocal({ dbPath });
    try {
      const again = new DynamoStore({ tableName: 'persist', endpoint: second.endpoint });
      await again.ensureTable(); // finds the table, creates nothing
      expect((await again.getUserByEmail('keep@example.com'))?.id).toBe(user.id);
    } finally {
      await second.stop();
    }
  });
});
