import { RUNNABLE_JOBS, type RunnableJob } from '@app/shared/tracker';
import { useState } from 'react';
import { serverMessage } from '../../api/client';
import { runJob } from '../../api/deadlines';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { toast } from '../../components/ui/Toast';

const WHAT: Record<RunnableJob, string> = {
  reminders: 'Emails each user once when a reply date has passed (runs daily).',
  cleanup: 'Fails and refunds letters stuck in processing (runs every 5 minutes).',
};

/** Runs a scheduled job at once (POST /api/admin/jobs/{name}/run); both are safe to run beside their schedule. */
export function JobsCard() {
  const [running, setRunning] = useState<RunnableJob | null>(null);
  const [last, setLast] = useState<{ job: RunnableJob; result: Record<string, unknown> } | null>(null);
  const run = async (job: RunnableJob) => {
    setRunning(job);
    try {
      const r = await runJob(job);
      setLast(r);
      toast({ title: `Ran ${job}`, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: serverMessage(err) ?? `Could not run ${job}`,
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Scheduled jobs</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {RUNNABLE_JOBS.map((job) => (
          <div key={job} className="flex flex-wrap items-center gap-3">
            <Button size="sm" variant="outline" onClick={() => void run(job)} disabled={running !== null}>
              {running === job ? 'Running…' : `Run ${job} now`}
            </Button>
            <span className="text-sm text-slate-600">{WHAT[job]}</span>
          </div>
        ))}
        {last ? (
          <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs" data-testid="job-result">
            {last.job}: {JSON.stringify(last.result)}
          </pre>
        ) : null}
      </CardContent>
    </Card>
  );
}
