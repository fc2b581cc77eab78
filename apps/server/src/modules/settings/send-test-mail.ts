import { TEST_MAIL_RULES, type TestMailValues } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { assertValidFields } from '../../platform/errors.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { testMail } from './test-mail.mail.js';

/** Settings → Mail: queues a test mail through the outbox and the job queue, like every other mail. */
export async function sendTestMail(app: AppContext, club: Club, actor: Actor | null, input: TestMailValues): Promise<void> {
  requirePermission(actor, 'settings.edit');
  assertValidFields(input, TEST_MAIL_RULES);
  const sentAt = app.clock.now().toISOString();
  await app.db.transaction().execute((trx) => app.mailer.queue(trx, club.id, testMail({ to: input.to.trim(), clubName: club.name, sentAt })));
}
