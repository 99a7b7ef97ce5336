import { ConflictError } from '../ports/store';
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';

export const handler = api('admin-create-user', async ({ body, deps }) => {
  try {
    const user = await deps.store.createUser({
      email: body.email,
      firstName: '',
      lastName: '',
      credits: body.credits,
      isAdmin: deps.config.adminEmails.has(body.email),
    });
    return json(201, { user: toUserView(user) });
  } catch (e) {
    if (e instanceof ConflictError) throw new HttpError(409, e.message);
    throw e;
  }
});
