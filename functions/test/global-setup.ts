import { startDynamoLocal, type DynamoLocal } from '../src/local/dynamo-local';

let dynamo: DynamoLocal | undefined;

export async function setup() {
  if (process.env.DYNAMODB_ENDPOINT) return;
  dynamo = await startDynamoLocal({ dbPath: null });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
}

export async function teardown() {
  await dynamo?.stop();
}
