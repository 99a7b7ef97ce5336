import type { OpenDeadline } from '@app/shared/tracker';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { issueCalendarToken } from '../../api/deadlines';
import { serverMessage } from '../../api/client';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { toast } from '../../components/ui/Toast';
import { formatDate } from '../../lib/format';

const METHOD: Record<string, string> = {
  post: 'by post',
  recorded: 'by signed-for post',
  email: 'by email',
  hand: 'by hand',
};

function when(d: OpenDeadline): string {
  const n = Math.abs(d.workingDaysLeft);
  const days = `${n} working day${n === 1 ? '' : 's'}`;
  if (d.state === 'overdue') return n === 0 ? 'overdue' : `${days} overdue`;
  return n === 0 ? 'due today' : `${days} left`;
}

function DeadlineItem({ d }: { d: OpenDeadline }) {
  const who = d.organisation ?? d.title;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={`Deadline: ${who}`}
      data-state={d.state}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{who}</h4>
          <p className="text-sm text-slate-600">
            {d.title}
            {d.reference ? ` · ref ${d.reference}` : ''} · sent {formatDate(d.sentAt)} {METHOD[d.method]}
          </p>
        </div>
        <Badge variant={d.state === 'overdue' ? 'red' : 'orange'}>{when(d)}</Badge>
      </div>
      <p className="mt-2 text-sm">
        Reply due by <strong>{formatDate(d.respondBy)}</strong>
        {d.reminderSentAt ? ' · we emailed you a reminder' : ''}
      </p>
      {d.state === 'overdue' && d.nextStep ? (
        <p className="mt-1 text-sm text-slate-700">{d.nextStep}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {d.letterId ? (
          <Link to={`/letter/${d.letterId}`} className={buttonClasses('outline', 'sm')}>
            Open letter
          </Link>
        ) : null}
        {d.caseId ? (
          <Link to={`/dashboard?case=${d.caseId}`} className={buttonClasses('outline', 'sm')}>
            Open case
          </Link>
        ) : null}
        {d.state === 'overdue' && d.caseId && d.nextLetterStage ? (
          <Link to={`/dashboard?case=${d.caseId}&next=1`} className={buttonClasses('default', 'sm')}>
            Write the {d.nextLetterStage === 2 ? '2nd' : '3rd'} letter
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** "Overdue" and "Due soon" (within 3 working days), most urgent first, and the calendar subscription. */
export function DeadlinesPanel({ deadlines }: { deadlines: OpenDeadline[] }) {
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const overdue = deadlines.filter((d) => d.state === 'overdue');
  const soon = deadlines.filter((d) => d.state === 'due-soon');
  const waiting = deadlines.filter((d) => d.state === 'waiting').length;

  const subscribe = async () => {
    try {
      setFeedUrl((await issueCalendarToken()).url);
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Could not create the calendar link',
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="deadlines-title" className="mt-8">
      <h2 id="deadlines-title" className="text-xl font-semibold">
        Deadlines
      </h2>
      {deadlines.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No replies awaited. When you send a letter, record it on the letter page and we will count the date
          its reply is due.
        </p>
      ) : (
        <div className="mt-2 space-y-6">
          {overdue.length ? (
            <div>
              <h3 className="font-semibold text-red-800">Overdue</h3>
              <ul className="mt-2 space-y-3" aria-label="Overdue">
                {overdue.map((d) => (
                  <DeadlineItem key={d.id} d={d} />
                ))}
              </ul>
            </div>
          ) : null}
          {soon.length ? (
            <div>
              <h3 className="font-semibold text-orange-900">Due soon</h3>
              <ul className="mt-2 space-y-3" aria-label="Due soon">
                {soon.map((d) => (
                  <DeadlineItem key={d.id} d={d} />
                ))}
              </ul>
            </div>
          ) : null}
          {waiting ? (
            <p className="text-sm text-slate-600">
              {waiting} more repl{waiting === 1 ? 'y is' : 'ies are'} awaited, not due within 3 working days.
            </p>
          ) : null}
        </div>
      )}
      <div className="mt-3 text-sm">
        {feedUrl ? (
          <p>
            Add this private address to Google, Apple or Outlook calendar (&quot;subscribe by URL&quot;). Keep
            it to yourself; making a new one stops this one working:{' '}
            <code className="break-all rounded bg-slate-100 px-1" data-testid="calendar-url">
              {feedUrl}
            </code>
          </p>
        ) : (
          <Button size="sm" variant="outline" onClick={() => void subscribe()}>
            Subscribe in your calendar
          </Button>
        )}
      </div>
    </section>
  );
}
