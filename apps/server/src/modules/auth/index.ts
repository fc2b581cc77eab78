// The front door of auth: the domain (use cases, read models, types) that code outside the module imports; its GraphQL and REST are behind graphql.ts (checked by dependency-cruiser).
export type { AuthData } from './auth-data.js';
export { ANONYMOUS_REQUEST_WINDOW_MS } from './auth-limits.js';
export { countRateEvents, insertRateEvent } from './auth-rate-event.repository.js';
export { revokeSessionsOfAccount } from './auth-session.repository.js';
export { isValidEmail, normaliseEmail } from './email-address.js';
export { SIGN_IN_LINK_PURPOSES, voidOpenTokens } from './one-time-token.repository.js';
export { issueEmailChangeUndoToken } from './one-time-tokens.js';
export { hashPassword } from './password-hash.js';
export { PASSWORD_RESET_JOB } from './password-reset.job.js';
export { portalConfigOf } from './portal-config.js';
export { PRUNE_AUTH_RECORDS_JOB } from './prune-auth-records.job.js';
export { actorFromAccessToken } from './resolve-actor.js';
export { hashSecretToken } from './secret-token.js';
export { startSession } from './session-tokens.js';
export { VERIFICATION_RESEND_JOB } from './verification-resend.job.js';
