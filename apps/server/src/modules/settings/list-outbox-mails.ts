import type { AppContext } from '../../platform/app-context.js';
import type { MailStatus } from '../../platform/db/tables/core.js';
import { listOutboxMails } from '../../platform/mail/mail-outbox.repository.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import type { ListPage } from '../../platform/list-page.js';

export type OutboxMail = Awaited<ReturnType<typeof listOutboxMails>>[number];

/** Settings → Mail: the club's outbox, newest first, with each mail's status. */
export async function listOutbox(
  app: AppContext,
  club: Club,
  actor: Actor | null,
  filter: { status?: MailStatus | null | undefined },
  page: ListPage,
): Promise<OutboxMail[]> {
  requirePermission(actor, 'settings.edit');
  return listOutboxMails(app.db, club.id, { status: filter.status ?? undefined }, page);
}
