import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@kiai/shared';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface ClubsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  timeZone: ColumnType<string, string | undefined>;
  currencySymbol: ColumnType<string, string | undefined>;
  bookingDaysInAdvance: ColumnType<number, number | undefined>;
  cancelHoursBefore: ColumnType<number, number | undefined>;
  /** after the cancel window a member may still cancel (the spot frees, the credit stays spent) */
  lateCancelAllowed: ColumnType<boolean, boolean | undefined>;
  maxPausesPerYear: ColumnType<number, number | undefined>;
  minPauseDays: ColumnType<number, number | undefined>;
  trialPassLimit: ColumnType<number, number | undefined>;
  creditValidityDays: ColumnType<number, number | undefined>;
  dateFormat: ColumnType<string, string | undefined>;
  timeFormat: ColumnType<string, string | undefined>;
  /** Printed on invoices */
  address: ColumnType<string, string | undefined>;
  appointmentSlotMinutes: ColumnType<number, number | undefined>;
  appointmentMinNoticeMinutes: ColumnType<number, number | undefined>;
  createdAt: CreatedAt;
  /** #rrggbb, the portal's theme is derived from it */
  brandColor: ColumnType<string, string | undefined>;
  /** ProfileField names a member fills before buying in the shop */
  requiredProfileFields: ColumnType<string[], string[] | undefined>;
  /** '' for none, else the URL of one of the club's uploaded images */
  logoUrl: ColumnType<string, string | undefined>;
  /** the overdue reminder steps: days after the due date, ascending */
  overdueReminderDays: ColumnType<number[], number[] | undefined>;
  /** the day of the month (1–28) the monthly subscription credits and invoices run, in the club's zone */
  subscriptionRunDay: ColumnType<number, number | undefined>;
  /** days a failed subscription payment may stay open before booking is blocked */
  subscriptionGraceDays: ColumnType<number, number | undefined>;
  /** days of notice a member gives before a pause they ask for in the portal */
  pauseNoticeDays: ColumnType<number, number | undefined>;
  registrationFeePer: ColumnType<'ACCOUNT' | 'SUBSCRIPTION', 'ACCOUNT' | 'SUBSCRIPTION' | undefined>;
  /** hours before a class starts from which a freed place is no longer given to the first on its waitlist (everyone waiting is mailed) */
  waitlistCutoffHours: ColumnType<number, number | undefined>;
  /** the member mails about class bookings, each on or off: confirmation (with the .ics), cancellation, reminder, waitlist */
  bookingConfirmationMail: ColumnType<boolean, boolean | undefined>;
  bookingCancellationMail: ColumnType<boolean, boolean | undefined>;
  classReminderMail: ColumnType<boolean, boolean | undefined>;
  /** how many hours before the class the reminder is sent (1–168) */
  classReminderHours: ColumnType<number, number | undefined>;
  waitlistMails: ColumnType<boolean, boolean | undefined>;
}

export interface AccountsTable {
  id: Generated<number>;
  clubId: number;
  email: string;
  firstName: ColumnType<string, string | undefined>;
  lastName: ColumnType<string, string | undefined>;
  gender: 'M' | 'F' | 'X' | null;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
  address: ColumnType<string, string | undefined>;
  postcode: ColumnType<string, string | undefined>;
  city: ColumnType<string, string | undefined>;
  country: ColumnType<string, string | undefined>;
  phone: ColumnType<string, string | undefined>;
  mobile: ColumnType<string, string | undefined>;
  emergency: ColumnType<string, string | undefined>;
  instructor: ColumnType<boolean, boolean | undefined>;
  employee: ColumnType<boolean, boolean | undefined>;
  role: ColumnType<'MEMBER' | 'STAFF' | 'KIOSK', 'MEMBER' | 'STAFF' | 'KIOSK' | undefined>;
  /** Only on STAFF accounts (a CHECK); the request's permissions are derived from them. */
  staffRoles: ColumnType<StaffRole[], StaffRole[] | undefined>;
  profilePolicy: ColumnType<boolean, boolean | undefined>;
  passwordHash: string | null;
  googleSub: string | null;
  emailVerifiedAt: Date | null;
  tokenVersion: ColumnType<number, number | undefined>;
  active: ColumnType<boolean, boolean | undefined>;
  urlImageThumbnail: ColumnType<string, string | undefined>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** The member card's number (unique in the club when set) */
  keyNumber: ColumnType<string | null, string | null | undefined>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  familyId: string;
  tokenHash: string;
  familyStartedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: CreatedAt;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  clubId: number;
  accountId: number;
  purpose: 'PASSWORD_RESET' | 'VERIFY_ACCOUNT' | 'UNDO_EMAIL_CHANGE';
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
  /** UNDO_EMAIL_CHANGE only: the address the link restores */
  previousEmail: ColumnType<string | null, string | null | undefined>;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  clubId: number;
  email: string;
  ip: string;
  succeeded: boolean;
  createdAt: CreatedAt;
}

/** QUEUED until its job has run; then SENT (SMTP), KEPT (no SMTP_URL: .eml file) or FAILED (no tries left). */
export type MailStatus = 'QUEUED' | 'KEPT' | 'SENT' | 'FAILED';

export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  base64: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  clubId: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** iCalendar text (with its METHOD) sent as the mail's calendar event */
  icalEvent: ColumnType<string | null, string | null | undefined>;
  /** files the mail carries (an invoice's PDF), base64 */
  attachments: ColumnType<MailAttachmentRow[] | null, string | null | undefined, never>;
  status: ColumnType<MailStatus, MailStatus | undefined>;
  error: string | null;
  createdAt: CreatedAt;
  sentAt: Date | null;
}
