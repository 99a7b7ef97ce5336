/**
 * /your-data — the product's own users' data (UK GDPR): a copy of everything FairReply holds on the account
 * (GET /api/account/export, a zip), and erasure of the account (DELETE /api/account), confirmed by typing the
 * account's email, with plain words on what goes and what does not.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/Toast';
import { saveBlob } from '../../lib/download';
import { formatCredits } from '../../lib/format';
import { confirmsEmail, downloadMyData, navigation, useDeleteAccount } from './account-api';

function DownloadCard() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const got = await downloadMyData();
      if ('blob' in got) saveBlob(got.blob, got.fileName);
      else navigation.open(got.downloadUrl);
      toast({ title: 'Your data is downloading', description: got.fileName, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Download failed',
        description: serverMessage(err) ?? 'Could not prepare your data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Download my data</CardTitle>
        <CardDescription>One zip file with everything we hold on your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>your account details and credit history;</li>
          <li>every letter you made, of every kind, as data and as a PDF;</li>
          <li>the files you uploaded, as you uploaded them;</li>
          <li>your cases, with what you received and sent.</li>
        </ul>
        <p className="text-sm">The data files are JSON, which other services and spreadsheets can read.</p>
        <Button onClick={() => void download()} disabled={busy} aria-busy={busy}>
          {busy ? 'Preparing your data…' : 'Download my data'}
        </Button>
      </CardContent>
    </Card>
  );
}

function DeleteCard({ email, credits }: { email: string; credits: number }) {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const helpId = useId();
  const ready = confirmsEmail(typed, email);

  const erase = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      await deleteAccount(typed);
      toast({
        title: 'Your account has been deleted',
        description: 'Everything we held on it is gone. You have been signed out.',
        variant: 'success',
      });
      navigate('/', { replace: true });
    } catch (err) {
      setBusy(false);
      toast({
        title: 'Could not delete your account',
        description: serverMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle as="h2">Delete my account</CardTitle>
        <CardDescription>Permanent: it cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        <p>Deleting your account removes, straight away and for good:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your account and the email address it uses ({email});</li>
          <li>every letter you made, of every kind, and every file you uploaded;</li>
          <li>your cases and their history, and your credit history;</li>
          <li>
            the credits left on the account ({formatCredits(credits)}): they cannot be refunded or given back
            later.
          </li>
        </ul>
        <p>
          You will be signed out on every device. Letters you have already sent stay with the people you sent
          them to. If you sign in again with the same email, you start a new, empty account with 1 free
          credit.
        </p>
        <p className="font-medium">Download your data first if you want to keep a copy.</p>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void erase();
          }}
        >
          <Label htmlFor={inputId}>To confirm, type your email address: {email}</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            aria-describedby={helpId}
            onChange={(e) => setTyped(e.target.value)}
          />
          <p id={helpId} className="text-sm text-slate-600">
            The button below works once the address matches.
          </p>
          <Button type="submit" variant="destructive" disabled={!ready || busy} aria-busy={busy}>
            {busy ? 'Deleting…' : 'Delete my account and all my data'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function YourData() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Page
      title="Your data"
      intro={
        <p>
          FairReply keeps what you give it so it can write your letters. You can take a copy of all of it, or
          delete all of it, at any time.
        </p>
      }
    >
      <div className="grid gap-6">
        <DownloadCard />
        <DeleteCard email={user.email} credits={user.credits} />
      </div>
    </Page>
  );
}

export default function YourDataPage() {
  return (
    <RequireAuth>
      <YourData />
    </RequireAuth>
  );
}
