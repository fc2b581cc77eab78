import type { Generated } from 'kysely';

/** A code staff create to pair a kiosk; only its hash is stored, and it is used once. */
export interface CheckinPairingCodesTable {
  id: Generated<number>;
  clubId: number;
  codeHash: string;
  createdByAccountId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A paired check-in tablet and its device account (role KIOSK). */
export interface CheckinDevicesTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  pairingCodeId: number;
  name: string;
  pairedAt: Date;
  revokedAt: Date | null;
}
