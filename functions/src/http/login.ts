/**
 * POST /api/login. Local mode (the spec's flow): the email alone signs in, creating the account with 1 free credit.
 * Email-link mode (production): a single-use link valid 15 minutes is mailed and the answer is 202; the same answer
 * whether or not the account exists, so the endpoint does not reveal who has one.
 */
import { SIGNIN_LINK_MINUTES } from '@app/shared';
import { createSignInLink, findOrCreateUser, mailboxOf, openSession } from '../domain/accounts';
import { toUserView } from '../domain/views';
import { api, json } from './lib/api';
import { HttpError } from './lib/errors';
import { sessionCookie } from './lib/cookies';

export const handler = api('login', async ({ body, deps }) => {
  const { store, config, mailer } = deps;
  if (config.authMode === 'email-link') {
    // One link per mailbox per minute (a sliding minute from the last link, whatever '+tag' is used): the endpoint
    // must not become a way to flood someone's inbox.
    if (!(await store.claimOnce(`signin-mail:${mailboxOf(body.email)}`, 60))) {
      throw new HttpError(
        429,
        'We have just sent a sign-in link to this address. Please check your inbox, or try again in a minute.',
      );
    }
    const token = await createSignInLink(store, body);
    // The token rides in the fragment: browsers never send it, so it reaches no server log; the page asks for a
    // click before it is used (F9: link scanners, and links someone else asked for).
    const link = `${config.publicUrl}/login/confirm#token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: body.email,
      subject: 'Your sign-in link',
      // Nothing the requester typed goes into this mail: it is sent from our address to anyone's.
      text: `Hello,\n\nUse this link to sign in. It works once and expires in ${SIGNIN_LINK_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for it, ignore this email.\n`,
    });
    return json(202, {
      sent: true,
      message: `We have emailed a sign-in link to ${body.email}. It expires in ${SIGNIN_LINK_MINUTES} minutes.`,
    });
  }
  // A returning person is not asked for their names again: the page first asks with existingOnly, and only an
  // address without an account gets the name fields. (Local mode only: email-link mode must not reveal accounts.)
  const existing = await store.getUserByEmail(body.email.trim().toLowerCase());
  if (!existing && body.existingOnly) return json(200, { newAccount: true });
  const user = await findOrCreateUser(store, body, config.adminEmails);
  const sessionId = await openSession(store, user.id);
  return json(
    200,
    { user: toUserView(user), created: !existing },
    { cookies: [sessionCookie(sessionId, config.cookieSecure)] },
  );
});
