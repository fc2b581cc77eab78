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

/**
 * A check-in a kiosk sent that the server refused, kept for staff until dismissed: at a class (its member and
 * class), or a card scan refused before any class was chosen (the card, the location, the member if known).
 */
export interface KioskRefusalsTable {
  id: Generated<number>;
  clubId: number;
  deviceAccountId: number;
  accountId: number | null;
  scheduleItemId: number | null;
  keyNumber: string | null;
  locationId: number | null;
  date: string;
  clientId: string;
  tappedAt: Date;
  recordedAt: Date;
  reasonCode: string;
  reasonMessage: string;
  resolvedAt: Date | null;
  resolvedByAccountId: number | null;
}
