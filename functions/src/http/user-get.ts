import { toUserView } from '../domain/views';
import { api, json } from './lib/api';

export const handler = api('user-get', async ({ user }) => json(200, toUserView(user)));
