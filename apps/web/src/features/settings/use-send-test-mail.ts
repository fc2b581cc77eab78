import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { MailOutboxDocument, SendTestMailDocument } from './settings.generated.js';

/** Queues a test mail; the outbox is read again to show it. */
export const useSendTestMail = () => useGraphQLMutation(SendTestMailDocument, { invalidates: [MailOutboxDocument] });
