import { QUICK_TEST_EMAIL } from '@app/shared/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin, type LoginInput } from '../../api/auth';
import { serverMessage } from '../../api/client';
import { useConfig } from '../../api/config';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import {
  emailRequired,
  emptyPerson,
  NameFields,
  PersonFields,
  trimPerson,
  type Person,
} from '../../components/PersonFields';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';

export default function LoginPage() {
  const { user, isLoading } = useUser();
  const { config } = useConfig();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [person, setPerson] = useState<Person>(emptyPerson);
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  // Local mode asks for the email first and for names only when that address has no account yet.
  const [newAccount, setNewAccount] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (newAccount) firstNameRef.current?.focus();
  }, [newAccount]);
  // In email-link mode the server must not say whether an account exists, so the optional names are shown at once.
  const emailLink = config?.authMode === 'email-link';
  // An emailed sign-in link that was used before, has expired or was mistyped lands here with ?link=…
  const [params] = useSearchParams();
  const badLink = params.has('link');

  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={from && from !== '/login' ? from : '/dashboard'} replace />;

  const signIn = async (input: LoginInput) => {
    setBusy(true);
    try {
      const res = await login(input);
      if ('sent' in res) {
        setSentMessage(res.message || 'Check your inbox: we have sent you a sign-in link.');
      } else if ('newAccount' in res) {
        setNewAccount(true);
      } else {
        toast({ title: 'Success!', description: 'Logged in successfully', variant: 'success' });
        navigate(from && from !== '/login' ? from : '/dashboard', { replace: true });
      }
    } catch (err) {
      toast({
        title: 'Login failed',
        description: serverMessage(err) ?? 'Please try again',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = trimPerson(person);
    if (!input.email) return emailRequired();
    void signIn(newAccount || emailLink ? input : { ...input, existingOnly: true });
  };

  return (
    <Page title="Sign in or sign up" intro="Enter your email to continue. New accounts get 1 free credit.">
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle>Continue with your email</CardTitle>
          <CardDescription>No password needed.</CardDescription>
        </CardHeader>
        <CardContent>
          {sentMessage ? (
            <div role="status" className="space-y-3">
              <p className="font-medium text-slate-900">Check your inbox</p>
              <p className="text-slate-700">{sentMessage}</p>
              <Button variant="outline" onClick={() => setSentMessage(null)}>
                Use a different email
              </Button>
            </div>
          ) : (
            <form onSubmit={onSubmit} className="space-y-4">
              {badLink ? (
                <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  That sign-in link has expired or has already been used. Enter your email and we will send a
                  new one.
                </p>
              ) : null}
              {emailLink ? (
                <PersonFields idPrefix="login" value={person} onChange={setPerson} namesOptional />
              ) : (
                <>
                  <div>
                    <Label htmlFor="login-email">Email</Label>
                    <Input
                      id="login-email"
                      type="email"
                      autoComplete="email"
                      required
                      readOnly={newAccount}
                      value={person.email}
                      onChange={(e) => setPerson({ ...person, email: e.target.value })}
                      onInvalid={() => {
                        if (!person.email.trim()) emailRequired();
                      }}
                    />
                  </div>
                  {newAccount ? (
                    <div className="space-y-4">
                      <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-slate-800">
                        There is no account for this email yet. Add your name to open one — it comes with 1
                        free credit.
                      </p>
                      <NameFields
                        idPrefix="login"
                        value={person}
                        onChange={setPerson}
                        firstRef={firstNameRef}
                      />
                    </div>
                  ) : null}
                </>
              )}
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? 'Signing in…' : 'Continue'}
              </Button>
              {newAccount ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full"
                  onClick={() => {
                    setNewAccount(false);
                    setPerson(emptyPerson);
                  }}
                >
                  Use a different email
                </Button>
              ) : null}
            </form>
          )}
          {config?.authMode === 'local' && !sentMessage ? (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <Button
                variant="secondary"
                className="w-full"
                disabled={busy}
                onClick={() => void signIn({ email: QUICK_TEST_EMAIL, firstName: 'Test', lastName: 'User' })}
              >
                Quick Test Login
              </Button>
              <p className="mt-2 text-xs text-slate-500">
                Signs in the fixed test account ({QUICK_TEST_EMAIL}). Available on local installs only.
              </p>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </Page>
  );
}
