import { MAX_PAGE_SIZE } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import { offsetConnection } from '../../graphql/relay-helpers.js';
import { AutomationJobNode } from '../automation/graphql.js';
import { listSubscriptionInvoiceRuns } from './list-subscription-invoice-runs.js';
import { startSubscriptionInvoiceRun } from './start-subscription-invoice-run.js';

builder.queryField('subscriptionInvoiceRuns', (t) =>
  t.connection(
    {
      type: AutomationJobNode,
      description: "The club's monthly subscription invoice runs with their logs, newest first (staff with finance.invoices.read).",
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listSubscriptionInvoiceRuns(ctx.services, ctx.club, ctx.actor, page)),
    },
    { name: 'SubscriptionInvoiceRunConnection' },
    { name: 'SubscriptionInvoiceRunEdge' },
  ),
);

const StartSubscriptionInvoiceRunInput = builder.inputType('StartSubscriptionInvoiceRunInput', {
  fields: (t) => ({ month: t.string({ required: true, description: 'YYYY-MM: the month to invoice' }) }),
});

builder.mutationField('startSubscriptionInvoiceRun', (t) =>
  t.field({
    type: builder.simpleObject('StartSubscriptionInvoiceRunPayload', { fields: (f) => ({ job: f.field({ type: AutomationJobNode }) }) }),
    description: "Queues the month's subscription invoices (staff with finance.invoices.issue); each subscription month is invoiced once however often it runs.",
    args: { input: t.arg({ type: StartSubscriptionInvoiceRunInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ job: await startSubscriptionInvoiceRun(ctx.services, ctx.club, ctx.actor, input.month) }),
  }),
);
