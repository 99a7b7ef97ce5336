import { api, json } from './lib/api';

export const handler = api({ auth: 'none' }, async () => json(200, { ok: true }));
