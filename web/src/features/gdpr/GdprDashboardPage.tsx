/**
 * GDPR letters dashboard (part 2 §2, §4, §8): the user's GDPR challenge letters as cards — who, which scenario and
 * urgency, articles, violations, dates (en-GB) and the response deadline (Art 12A, one month from receipt, off
 * weekends and bank holidays) with whether it has passed — and View, Download, Edit and Delete. The list is fetched
 * again after every edit and delete.
 */
import type { GdprLetterView } from '@app/shared/api';
import { GDPR_ARTICLES } from '@app/shared/constants';
import { deadlinePassed } from '@app/shared/legal/art12a';
import { daysBetween, formatUkDate, toIsoDate } from '@app/shared/legal/deadlines';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deleteGdprLetter, updateGdprLetter, useGdprLetters } from '../../api/gdpr';
import { useUser } from '../../api/user';
import { Page } from '../../components/layout/Page';
import { RequireAuth } from '../../components/layout/RequireAuth';
import { Badge, type BadgeVariant } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { Label } from '../../components/ui/Label';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/Toast';
import { saveText } from '../../lib/download';
import { gdprFileName, scenarioLabel, urgencyLabel } from './gdpr-data';

const URGENCY_BADGE: Record<string, BadgeVariant> = { normal: 'blue', urgent: 'orange', critical: 'red' };

/** en-GB, e.g. '24/11/2026'. */
const enGb = (iso: string) => new Date(iso).toLocaleDateString('en-GB');

function Skeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading your GDPR letters">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          data-testid="gdpr-skeleton"
          className="h-48 animate-pulse rounded-lg border border-slate-200 bg-slate-100"
        />
      ))}
    </div>
  );
}

function Deadline({ l }: { l: GdprLetterView }) {
  // Once a send is recorded, its own date counts; until then, the date if it is posted the day it was written.
  const due = l.respondBy ?? l.responseDeadline;
  if (!due) return null;
  const passed = deadlinePassed(due);
  const left = daysBetween(toIsoDate(new Date()), due);
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="gdpr-deadline">
      <span>
        Response due by <strong>{formatUkDate(due)}</strong>
      </span>
      {passed ? (
        <Badge variant="red">Deadline passed — you can complain to the ICO</Badge>
      ) : (
        <Badge variant="green">{left === 0 ? 'Due today' : `${left} day${left === 1 ? '' : 's'} left`}</Badge>
      )}
    </p>
  );
}

function LetterCard({
  l,
  onView,
  onEdit,
  onDelete,
}: {
  l: GdprLetterView;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const created = enGb(l.createdAt);
  const updated = enGb(l.updatedAt);
  return (
    <li aria-label={`GDPR letter to ${l.organizationName}`}>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{l.organizationName}</h3>
              <p className="text-sm text-slate-600">
                {l.yourName} · {l.entityType}
              </p>
              {l.entityType === 'Trust' && l.trademarkName ? (
                <p className="text-sm text-slate-700">{l.trademarkName}™</p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline">{scenarioLabel(l.scenario)}</Badge>
              <Badge variant={URGENCY_BADGE[l.urgencyLevel] ?? 'secondary'}>
                {urgencyLabel(l.urgencyLevel)}
              </Badge>
            </div>
          </div>
          <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <h4 className="font-medium text-slate-700">Articles</h4>
              {l.selectedArticles.length ? (
                <ul className="list-inside list-disc">
                  {l.selectedArticles.map((a) => (
                    <li key={a}>
                      Article {a}
                      {a in GDPR_ARTICLES ? ` — ${GDPR_ARTICLES[a as keyof typeof GDPR_ARTICLES]}` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500">Chosen for the scenario</p>
              )}
            </div>
            <div>
              <h4 className="font-medium text-slate-700">Violations</h4>
              {l.specificViolations.length ? (
                <ul className="list-inside list-disc">
                  {l.specificViolations.map((v) => (
                    <li key={v}>{v}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500">None listed</p>
              )}
            </div>
          </div>
          <Deadline l={l} />
          <p className="mt-2 text-xs text-slate-500">
            Created {created}
            {updated !== created ? ` · Updated ${updated}` : ''}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={onView}>
              View
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => saveText(l.letterContent, gdprFileName(l.organizationName))}
            >
              Download
            </Button>
            <Button variant="outline" size="sm" onClick={onEdit}>
              Edit
            </Button>
            <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
              Delete
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function Dashboard() {
  const { user } = useUser();
  const { letters, isLoading, error, mutate } = useGdprLetters(!!user);
  const [viewing, setViewing] = useState<GdprLetterView | null>(null);
  const [editing, setEditing] = useState<GdprLetterView | null>(null);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<GdprLetterView | null>(null);

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      const { id } = editing;
      await updateGdprLetter(id, draft);
      // The list holds the saved text before the dialog closes: a View opened at once shows it, not the text before
      // (the refetch that follows may still be on its way).
      await mutate((list) => list?.map((x) => (x.id === id ? { ...x, letterContent: draft } : x)), {
        revalidate: true,
      });
      toast({ title: 'Letter updated successfully', variant: 'success' });
      setEditing(null);
    } catch {
      toast({ title: 'Failed to update letter', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const l = toDelete;
    setToDelete(null);
    if (!l) return;
    try {
      await deleteGdprLetter(l.id);
      toast({ title: 'GDPR letter deleted successfully', variant: 'success' });
      await mutate();
    } catch {
      toast({ title: 'Failed to delete letter', variant: 'destructive' });
    }
  };

  return (
    <Page
      title="GDPR Challenge Letters"
      wide
      intro={<p>Your data-protection letters, with the date each organisation must answer by.</p>}
    >
      <Link to="/gdpr-challenge" className={buttonClasses('default', 'md', 'mb-6')}>
        Create New Challenge
      </Link>
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-red-900">
          Could not load your letters ({error.message}).
        </p>
      ) : null}
      {isLoading && !error ? (
        <Skeleton />
      ) : letters.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-center">
            <p className="text-lg font-medium">No GDPR Letters Yet</p>
            <p className="mt-1 text-slate-600">Write your first data-protection challenge — it is free.</p>
            <Link to="/gdpr-challenge" className={buttonClasses('default', 'md', 'mt-4')}>
              Create GDPR Challenge
            </Link>
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-4">
          {letters.map((l) => (
            <LetterCard
              key={l.id}
              l={l}
              onView={() => setViewing(l)}
              onEdit={() => {
                setDraft(l.letterContent);
                setEditing(l);
              }}
              onDelete={() => setToDelete(l)}
            />
          ))}
        </ul>
      )}

      <Dialog
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? `GDPR letter to ${viewing.organizationName}` : 'GDPR letter'}
        className="max-w-3xl"
      >
        <pre className="whitespace-pre-wrap font-serif text-sm" data-testid="gdpr-view-text">
          {viewing?.letterContent}
        </pre>
      </Dialog>

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing ? `Edit letter to ${editing.organizationName}` : 'Edit letter'}
        className="max-w-3xl"
      >
        <Label htmlFor="gdpr-edit-text">Letter text</Label>
        <Textarea
          id="gdpr-edit-text"
          className="min-h-[400px] font-serif text-sm"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setEditing(null)}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </Dialog>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete GDPR letter"
        description={`Are you sure you want to delete this GDPR challenge letter for ${toDelete?.organizationName ?? ''}? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void remove()}
      />
    </Page>
  );
}

export default function GdprDashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
