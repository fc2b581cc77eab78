import type { Generated } from 'kysely';

/** One sign-in: the family of its refresh tokens (refresh_tokens.family_id) and the `sid` of its access tokens. */
export interface AuthSessionsTable {
  id: string;
  clubId: number;
  accountId: number;
  startedAt: Date;
  revokedAt: Date | null;
}

export type AuthRateAction = 'REGISTER' | 'PASSWORD_RESET_REQUEST' | 'VERIFICATION_RESEND' | 'CHECKIN_PAIRING_FAILURE';

export interface AuthRateEventsTable {
  id: Generated<number>;
  clubId: number;
  action: AuthRateAction;
  ip: string;
  createdAt: Date;
}
