import type {
  AccountsTable,
  ClubsTable,
  LoginAttemptsTable,
  MailOutboxTable,
  OneTimeTokensTable,
  RefreshTokensTable,
} from './tables/core.js';
import type { AuthRateEventsTable, AuthSessionsTable } from './tables/auth.js';

/** The whole database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
export interface Database {
  clubs: ClubsTable;
  accounts: AccountsTable;
  refreshTokens: RefreshTokensTable;
  oneTimeTokens: OneTimeTokensTable;
  loginAttempts: LoginAttemptsTable;
  mailOutbox: MailOutboxTable;
  authSessions: AuthSessionsTable;
  authRateEvents: AuthRateEventsTable;
}
