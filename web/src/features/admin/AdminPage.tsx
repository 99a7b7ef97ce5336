import type { AdminUserRow } from '@app/shared/api';
import { UNLIMITED_CREDITS } from '@app/shared/constants';
import { useRef, useState, type FormEvent } from 'react';
import { createUser, deleteUser, updateCredits, useAdminUsers } from '../../api/admin';
import { serverMessage } from '../../api/client';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/Toast';
import { formatCredits, formatDate } from '../../lib/format';
import { ProInterestAdmin } from '../pro/ProInterestAdmin';
import { SetCreditsForm } from './SetCreditsForm';
import { JobsCard } from './JobsCard';

function Admin() {
  const { user } = useUser();
  const isAdmin = !!user?.isAdmin;
  const { users, isLoading, error, mutate } = useAdminUsers(isAdmin);
  const [email, setEmail] = useState('');
  const [credits, setCredits] = useState('1');
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<AdminUserRow | null>(null);
  const usersHeading = useRef<HTMLHeadingElement>(null);

  if (!user) return null;
  if (!isAdmin) {
    return (
      <Page title="Admins only">
        <p className="text-slate-700">
          This area is for administrators. If you think you should have access, contact support.
        </p>
      </Page>
    );
  }

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      toast({ title: 'Error', description: 'Email is required', variant: 'destructive' });
      return;
    }
    const n = Number(credits);
    setBusy(true);
    try {
      await createUser(email.trim(), credits.trim() !== '' && Number.isFinite(n) ? n : 1);
      toast({ title: 'User created successfully', variant: 'success' });
      setEmail('');
      setCredits('1');
      await mutate();
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to create user',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const onUnlimited = async (u: AdminUserRow) => {
    try {
      await updateCredits(u.id, UNLIMITED_CREDITS);
      toast({ title: 'Unlimited credits granted', variant: 'success' });
      await mutate();
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to update credits',
        variant: 'destructive',
      });
    }
  };

  const onSetCredits = async (u: AdminUserRow, n: number) => {
    try {
      await updateCredits(u.id, n);
      toast({
        title: 'Credits updated',
        description: `${u.email} now has ${n} credits.`,
        variant: 'success',
      });
      await mutate();
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to update credits',
        variant: 'destructive',
      });
    }
  };

  const onDelete = async () => {
    const u = toDelete;
    setToDelete(null);
    if (!u) return;
    try {
      await deleteUser(u.id);
      toast({ title: 'User deleted successfully', variant: 'success' });
      await mutate();
      // The deleted row took its Delete button with it: continue from the list's heading.
      usersHeading.current?.focus();
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to delete user',
        variant: 'destructive',
      });
    }
  };

  return (
    <Page title="Admin Dashboard" wide>
      <Card>
        <CardHeader>
          <CardTitle>Create user</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onCreate}
            className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
            noValidate
          >
            <div>
              <Label htmlFor="admin-email">Email</Label>
              <Input
                id="admin-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            </div>
            <div>
              <Label htmlFor="admin-credits">Credits</Label>
              <Input
                id="admin-credits"
                type="number"
                min={0}
                inputMode="numeric"
                value={credits}
                onChange={(e) => setCredits(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating…' : 'Create User'}
            </Button>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="users-title" className="mt-8">
        <h2 id="users-title" ref={usersHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Users {users.length ? `(${users.length})` : ''}
        </h2>
        {error ? (
          <p role="alert" className="mt-3 text-red-800">
            Could not load users: {error.message}
          </p>
        ) : null}
        {isLoading ? (
          <PageLoader label="Loading users…" />
        ) : (
          <ul className="mt-4 space-y-3">
            {users.map((u) => (
              <li
                key={u.id}
                aria-label={`User ${u.email}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-all">{u.email}</span>
                    {u.isAdmin ? <Badge>Admin</Badge> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[u.firstName, u.lastName].filter(Boolean).join(' ') || 'No name'} · Credits:{' '}
                    <span data-testid="user-credits">{formatCredits(u.credits)}</span> · Letters:{' '}
                    {u.letterCount} · Joined {formatDate(u.createdAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <SetCreditsForm key={u.credits} user={u} onSet={onSetCredits} />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void onUnlimited(u)}
                    disabled={u.credits >= UNLIMITED_CREDITS}
                  >
                    Give Unlimited
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setToDelete(u)}
                    disabled={u.id === user.id}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProInterestAdmin />

      <JobsCard />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={toDelete ? `Delete the account ${toDelete.email}?` : 'Delete user'}
        description={
          toDelete
            ? `Are you sure you want to delete this user? The account ${toDelete.email}, its ${
                toDelete.letterCount === 1 ? '1 letter' : `${toDelete.letterCount} letters`
              } with their uploaded originals, and its credits (${formatCredits(toDelete.credits)}) will be deleted for good.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => void onDelete()}
      />
    </Page>
  );
}

export default function AdminPage() {
  return (
    <RequireAuth>
      <Admin />
    </RequireAuth>
  );
}
