import { builder } from '../../graphql/builder.js';
import { countNewMembersThisWeek } from './count-new-members.js';

builder.queryField('newMembersThisWeek', (t) =>
  t.int({
    description: "Member accounts created since Monday 00:00 in the club's time zone (accounts.view).",
    resolve: (_root, _args, ctx) => countNewMembersThisWeek(ctx.services, ctx.club, ctx.actor),
  }),
);
