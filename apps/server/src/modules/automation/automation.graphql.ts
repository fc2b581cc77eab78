import { MAX_PAGE_SIZE } from '@kiai/shared';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { JOB_STATUSES } from '../../platform/jobs/job-status.js';
import { offsetConnection } from '../../graphql/relay-helpers.js';
import type { AutomationJob } from './automation-job.js';
import { findAutomationJob, listAutomationJobs } from './list-automation-jobs.js';
import { revokeAutomationJob } from './revoke-automation-job.js';

const AutomationJobStatus = builder.enumType('AutomationJobStatus', { values: JOB_STATUSES });

const AutomationJobLogLine = builder.simpleObject('AutomationJobLogLine', {
  fields: (t) => ({ at: t.field({ type: 'DateTime' }), message: t.string() }),
});

/** A background job of the club (mail, recurring tasks), with its result and log. */
export const AutomationJobNode = builder.node(builder.objectRef<AutomationJob>('AutomationJobNode'), {
  id: { resolve: (job) => job.id },
  loadOne: async (id, ctx) => (await findAutomationJob(ctx.services, ctx.club, ctx.actor, id)) ?? null,
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.field({ type: AutomationJobStatus, resolve: (job) => job.status }),
    attempts: t.exposeInt('attempts', { description: 'tries started so far' }),
    createdAt: t.field({ type: 'DateTime', resolve: (job) => job.createdAt }),
    startedAt: t.field({ type: 'DateTime', nullable: true, description: 'start of the latest try', resolve: (job) => job.startedAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (job) => job.completedAt }),
    nextAttemptAt: t.field({ type: 'DateTime', nullable: true, description: 'when a PENDING or RETRY job runs', resolve: (job) => job.nextAttemptAt }),
    log: t.field({ type: [AutomationJobLogLine], resolve: (job) => job.log }),
  }),
});

builder.queryField('automationJobs', (t) =>
  t.connection(
    {
      type: AutomationJobNode,
      description: "The club's background jobs, newest first (staff with automation.jobs.view).",
      args: { status: t.arg({ type: AutomationJobStatus }), name: t.arg.string() },
      resolve: (_root, args, ctx) =>
        offsetConnection(args, MAX_PAGE_SIZE, (page) =>
          listAutomationJobs(ctx.services, ctx.club, ctx.actor, { status: args.status, name: args.name }, page),
        ),
    },
    { name: 'AutomationJobNodeConnection' },
    { name: 'AutomationJobNodeEdge' },
  ),
);

/** The job id inside an AutomationJobNode global id; '' (no job) for anything else. */
function jobIdOf(globalId: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    return decoded.typename === 'AutomationJobNode' ? decoded.id : '';
  } catch {
    return '';
  }
}

const RevokeAutomationJobInput = builder.inputType('RevokeAutomationJobInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

builder.mutationField('revokeAutomationJob', (t) =>
  t.field({
    type: builder.simpleObject('RevokeAutomationJobPayload', { fields: (f) => ({ job: f.field({ type: AutomationJobNode }) }) }),
    description: 'Revokes a PENDING or RETRY job (staff with automation.jobs.manage).',
    args: { input: t.arg({ type: RevokeAutomationJobInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      job: await revokeAutomationJob(ctx.services, ctx.club, ctx.actor, jobIdOf(String(input.id))),
    }),
  }),
);
