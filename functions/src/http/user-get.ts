import { toUserView } from '../domain/views';
import { api, json } from './lib/api';

export const handler = api({ auth: 'user' }, async ({ user }) => json(200, toUserView(user)));
