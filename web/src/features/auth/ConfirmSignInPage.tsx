/**
 * /login/confirm#token=…: the page the emailed sign-in link opens. Opening it uses nothing up — a mail scanner or a
 * prefetch that follows the link signs nobody in — and a person signs in with one click, which POSTs the token
 * (security review F9). The token arrives in the URL fragment, which browsers never send to a server, and the page
 * takes it out of the address bar and history at once.
 */
import type { UserView } from '@app/shared/api';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { sendJson, serverMessage } from '../../api/client';
import { setSessionHint } from '../../api/session-hint';
import { useUser, USER_KEY } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';

/** Reads the token from the fragment once and removes it from the address bar (and so from history). */
function takeTokenFromFragment(): string {
  const match = /^#token=([^&]+)/.exec(window.location.hash);
  if (!match) return '';
  window.history.replaceState(window.history.state, '', window.location.pathname);
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

export default function ConfirmSignInPage() {
  const [token] = useState(takeTokenFromFragment);
  const { user, isLoading } = useUser();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isLoading) return <PageLoader />;
  if (!token) return <Navigate to="/login?link=invalid" replace />;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await sendJson<{ user: UserView }>('/api/auth/verify', { token });
      setSessionHint(true);
      await mutate(USER_KEY, res.user, { revalidate: false });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(serverMessage(err) ?? 'We could not sign you in. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Page title="Sign in to FairReply" intro="You opened a sign-in link from your email.">
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle>Confirm it is you</CardTitle>
          <CardDescription>
            Only continue if you asked for this link just now. If you did not, close this page: nothing
            happens.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {user ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              You are signed in as {user.email}. Continuing signs you in with the account this link was sent
              to.
            </p>
          ) : null}
          {error ? (
            <div role="alert" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <p>{error}</p>
              <Link className="font-medium underline" to="/login">
                Ask for a new link
              </Link>
            </div>
          ) : null}
          <Button className="w-full" onClick={() => void confirm()} disabled={busy || Boolean(error)}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}
