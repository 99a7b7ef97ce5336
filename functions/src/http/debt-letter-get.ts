import { toDetail } from '../domain/debt-letters';
import { api, json } from './lib/api';
import { ownLetter } from './lib/owned';

export const handler = api({ auth: 'user' }, async ({ user, deps, params }) =>
  json(200, toDetail(await ownLetter(deps, user.id, params.id))),
);
