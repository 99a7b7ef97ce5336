import type { DebtLetterSummary } from '@app/shared/api';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isNewAccount } from '../../api/auth';
import { deleteDebtLetter } from '../../api/debt-letter';
import { useCases, useDeadlines } from '../../api/deadlines';
import { serverMessage } from '../../api/client';
import { useMyLetters } from '../../api/my-letters';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { PageLoader } from '../../components/layout/PageLoader';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { toast } from '../../components/ui/Toast';
import { formatCredits, formatDate } from '../../lib/format';
import { downloadLetter, emailLetter } from '../../lib/letter-actions';
import { CaseView } from './CaseView';
import { CasesPanel } from './CasesPanel';
import { CreditHistory } from './CreditHistory';
import { DeadlinesPanel } from './DeadlinesPanel';
import { LetterRow, LetterRowSkeleton, letterName } from './LetterRow';

function Dashboard() {
  const { user, mutate: refreshUser } = useUser();
  const { letters, isLoading, error, mutate } = useMyLetters(!!user);
  const [toDelete, setToDelete] = useState<DebtLetterSummary | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { deadlines } = useDeadlines(!!user);
  const { cases } = useCases(!!user);
  const [search] = useSearchParams();
  const caseId = search.get('case');

  if (!user) return null;
  const name = user.firstName ? `, ${user.firstName}` : '';
  const greeting = isNewAccount(user.id)
    ? `Welcome to FairReply${name}. Your account is ready.`
    : `Welcome back${name}.`;

  if (caseId)
    return (
      <Page title="Case" wide>
        <CaseView key={caseId} caseId={caseId} showNext={search.get('next') === '1'} />
      </Page>
    );

  const confirmDelete = async () => {
    const l = toDelete;
    setToDelete(null);
    if (!l) return;
    try {
      await deleteDebtLetter(l.id);
      toast({ title: 'Letter deleted successfully', variant: 'success' });
      await mutate();
      await refreshUser();
      // The row and its Delete button are gone: continue from the list's heading, not from the top of the page.
      listHeading.current?.focus();
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to delete letter',
        variant: 'destructive',
      });
    }
  };

  return (
    <Page title="Debt Letters" intro={<p>{greeting}</p>} wide>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Available credits</CardDescription>
            <CardTitle as="h2" className="text-3xl" data-testid="credits-available">
              {formatCredits(user.credits)}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Letters generated</CardDescription>
            <CardTitle as="h2" className="text-3xl" data-testid="letters-generated">
              {isLoading && letters.length === 0 ? '…' : letters.length}
            </CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Quick actions</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Link to="/upload" className={buttonClasses('default', 'sm')}>
              Upload Letter
            </Link>
            <Link to="/checkout?plan=single" className={buttonClasses('outline', 'sm')}>
              Buy Credits
            </Link>
          </CardContent>
        </Card>
      </div>

      <DeadlinesPanel deadlines={deadlines} />

      <section aria-labelledby="letters-title" className="mt-8">
        <h2 id="letters-title" ref={listHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Your letters
        </h2>
        {error ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
            Could not load your letters ({error.message}). The list will try again in a few seconds.
          </p>
        ) : null}
        {isLoading && letters.length === 0 ? (
          <ul className="mt-4 space-y-3" aria-busy="true" aria-label="Loading your letters">
            <LetterRowSkeleton />
            <LetterRowSkeleton />
          </ul>
        ) : letters.length === 0 ? (
          <Card className="mt-4">
            <CardContent className="pt-6 text-center">
              <p className="text-lg font-medium">No letters yet</p>
              <p className="mt-1 text-slate-600">
                Upload a letter you received and we will draft your reply.
              </p>
              <Link to="/upload" className={buttonClasses('default', 'md', 'mt-4')}>
                Upload Letter
              </Link>
            </CardContent>
          </Card>
        ) : (
          <ul className="mt-4 space-y-3" aria-live="polite">
            {letters.map((l) => (
              <LetterRow
                key={l.id}
                letter={l}
                onDownload={(x) => void downloadLetter(x, 'pdf')}
                onEmail={(x) => void emailLetter(x)}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        )}
      </section>

      <CasesPanel cases={cases} />
      <CreditHistory />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title={toDelete ? `Delete “${letterName(toDelete)}”?` : 'Delete letter'}
        description={
          toDelete
            ? `Are you sure you want to delete this letter? “${letterName(toDelete)}”${
                toDelete.accountNumber ? ` (account ${toDelete.accountNumber})` : ''
              }, created ${formatDate(toDelete.createdAt)}, and the reply drafted for it will be deleted for good.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}

export default function DashboardPage() {
  const { isLoading } = useUser();
  if (isLoading) return <PageLoader />;
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
