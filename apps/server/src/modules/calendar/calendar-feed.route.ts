import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { AppError } from '../../platform/errors.js';
import { FEED_NOT_FOUND, renderCalendarFeed } from './render-calendar-feed.js';

/** GET /<club>/d/api/calendar/<token>.ics: the private iCalendar feed calendar apps subscribe to (no JWT). */
export function calendarFeedRoute(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Params: { file: string } }>('/api/calendar/:file', async (request, reply) => {
      const token = /^([\w-]{20,100})\.ics$/.exec(request.params.file)?.[1];
      if (!token) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
      const body = await renderCalendarFeed(app, request.club, token);
      return reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Cache-Control', 'private, max-age=300').send(body);
    });
  };
}
