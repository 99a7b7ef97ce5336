import type { ConfigResponse } from '@app/shared';
import { api, json } from './lib/api';

export const handler = api('config', async ({ deps }) => {
  const body: ConfigResponse = {
    stripePublishableKey: deps.payments?.publishableKey ?? null,
    authMode: deps.config.authMode,
  };
  return json(200, body);
});
