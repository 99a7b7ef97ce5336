import { api, json } from './lib/api';

export const handler = api('health', async () => json(200, { ok: true }));
