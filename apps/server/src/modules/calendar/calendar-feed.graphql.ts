import { builder } from '../../graphql/builder.js';
import { resetCalendarFeed } from './reset-calendar-feed.js';
import { showCalendarFeed } from './show-calendar-feed.js';

const CalendarFeedType = builder.simpleObject('CalendarFeedType', {
  description: "The signed-in person's private iCalendar feed: calendar apps subscribe to its URL, which needs no sign-in.",
  fields: (t) => ({ url: t.string() }),
});

builder.queryFields((t) => ({
  calendarFeed: t.field({
    type: CalendarFeedType,
    description: 'Your own private calendar feed URL (made on first use).',
    resolve: (_root, _args, ctx) => showCalendarFeed(ctx.services, ctx.club, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  resetCalendarFeed: t.field({
    type: CalendarFeedType,
    description: 'Replaces your calendar feed URL; the old one stops working at once.',
    resolve: (_root, _args, ctx) => resetCalendarFeed(ctx.services, ctx.club, ctx.actor),
  }),
}));
