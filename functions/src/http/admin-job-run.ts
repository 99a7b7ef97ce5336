import { RUNNABLE_JOBS, type RunnableJob } from '@app/shared';
import { runCleanup } from '../jobs/cleanup';
import { runReminders } from '../jobs/reminders';
import { api, json } from './lib/api';
import { notFound } from './lib/errors';

/**
 * POST /api/admin/jobs/{name}/run: an admin runs a scheduled job at once (the same function EventBridge calls), and
 * sees what it did. Both jobs are idempotent, so running one beside its schedule changes nothing twice.
 */
export const handler = api('admin-job-run', async ({ deps, params }) => {
  const name = params.name as RunnableJob;
  if (!RUNNABLE_JOBS.includes(name)) throw notFound(`No job named ${params.name}`);
  const result = name === 'reminders' ? await runReminders(deps) : await runCleanup(deps);
  return json(200, { job: name, result });
});
