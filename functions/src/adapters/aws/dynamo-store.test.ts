import { randomBytes } from 'node:crypto';
import { storeContract } from '../../ports/store.contract';
import { DynamoStore } from './dynamo-store';

// DynamoDB Local (started once by functions/test/global-setup.ts): conditions, transactions and GSIs as in AWS.
storeContract('DynamoDB (DynamoDB Local)', async () => {
  const store = new DynamoStore({
    tableName: `c${randomBytes(6).toString('hex')}`,
    endpoint: process.env.DYNAMODB_ENDPOINT,
  });
  await store.ensureTable();
  return store;
});
