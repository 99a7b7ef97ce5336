/** Routes whose issue has not landed yet (routes.ts marks them `pending`): a clear 501, never a crash. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routes } from '../routes';
import { json } from './lib/api';

export const handler = async (event: APIGatewayProxyEventV2) => {
  const route = routes.find((r) => `${r.method} ${r.path}` === event.routeKey);
  return json(501, { message: `${route?.pending ?? 'This feature'} is not available yet.` });
};
