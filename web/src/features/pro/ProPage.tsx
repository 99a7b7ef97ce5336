/**
 * /pro — 'AI Legal Shield Pro' (part 2 §2 Features: linked, content not shown). Pro is not built: the page says what
 * it would offer, says plainly that it is not available and nothing is charged, and lets a signed-in person register
 * interest (POST /api/pro-interest), which admins see on the admin page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../api/client';
import { registerProInterest, useProInterest } from '../../api/pro';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { formatDate } from '../../lib/format';

const PLANNED = [
  {
    title: 'Automated email management',
    text: 'A mailbox for your disputes: replies from creditors and data controllers are read, matched to your case and deadline, and a next letter is drafted for you to check and approve. Nothing is sent without you.',
  },
  {
    title: 'Deadline watch',
    text: 'Reminders before each reply date runs out (one month for a data request, 12 working days for a credit agreement request), with the next letter in your sequence ready.',
  },
  {
    title: 'Administrator-in-fact service',
    text: 'A named person who handles the paperwork of your disputes under your written authority — preparing, posting and tracking letters in your own name. It would not change your legal position or anyone’s rights against you.',
  },
  {
    title: 'Evidence bundle',
    text: 'Every letter, reply, proof of posting and enclosure for a case in one bundle, ready for the ombudsman, the ICO or a court.',
  },
];

function Interest() {
  const { user } = useUser();
  const { status, mutate } = useProInterest(!!user);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  if (!user) {
    return (
      <p className="text-slate-700">
        <Link to="/login" className="text-brand-700 underline">
          Log in
        </Link>{' '}
        to register your interest — we will tell you by email if Pro becomes available.
      </p>
    );
  }
  if (status?.registered) {
    return (
      <p className="rounded-md bg-green-50 p-3 text-green-950" role="status">
        Thank you — your interest is registered
        {status.registeredAt ? ` (${formatDate(status.registeredAt)})` : ''}. We will email {user.email} if
        Pro becomes available. Nothing has been charged.
      </p>
    );
  }
  const register = async () => {
    setBusy(true);
    try {
      await registerProInterest(note.trim());
      await mutate();
      toast({
        title: 'Interest registered',
        description: 'We will let you know if Pro launches.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not register interest',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <Label htmlFor="pro-note">What would you use most? (optional)</Label>
      <Textarea id="pro-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      <Button onClick={() => void register()} disabled={busy}>
        {busy ? 'Registering...' : 'Register my interest'}
      </Button>
    </div>
  );
}

export default function ProPage() {
  return (
    <Page
      title="AI Legal Shield Pro"
      intro={
        <p>
          <Badge variant="orange">Not yet available</Badge> Pro is a plan we are considering. It does not
          exist yet, cannot be bought, and nothing on this page is charged. Everything FairReply offers today
          is on your dashboard.
        </p>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {PLANNED.map((f) => (
          <Card key={f.title}>
            <CardHeader>
              <CardTitle as="h2">{f.title}</CardTitle>
              <CardDescription>Planned — not available</CardDescription>
            </CardHeader>
            <CardContent className="text-slate-700">{f.text}</CardContent>
          </Card>
        ))}
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2">Tell us you are interested</CardTitle>
          <CardDescription>
            It helps us decide whether to build it. One registration per account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Interest />
        </CardContent>
      </Card>
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to="/upload" className={buttonClasses('outline')}>
          Upload a letter now
        </Link>
        <Link to="/gdpr-challenge" className={buttonClasses('outline')}>
          Write a GDPR challenge
        </Link>
      </div>
    </Page>
  );
}
