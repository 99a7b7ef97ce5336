/** Routes whose issue has not landed yet (routes.ts marks them `pending`): a clear 501, never a crash. */
import { routes } from '../routes';
import { api, json } from './lib/api';

export const handler = api({ auth: 'none' }, async ({ event }) => {
  const route = routes.find((r) => `${r.method} ${r.path}` === event.routeKey);
  return json(501, { message: `${route?.pending ?? 'This feature'} is not available yet.` });
});
