import type { MailMessage } from '../../../src/platform/mail/mailer.js';
import { accountExistsMail } from '../../../src/modules/auth/mails/account-exists.mail.js';
import { emailChangedMail } from '../../../src/modules/accounts/email-changed.mail.js';
import { passwordResetMail } from '../../../src/modules/auth/mails/password-reset.mail.js';
import { verifyAccountMail } from '../../../src/modules/auth/mails/verify-account.mail.js';
import { paymentFailedMail } from '../../../src/modules/direct-debit/payment-failed.mail.js';
import { cardChargeDeclinedMail } from '../../../src/modules/finance/card-charge-declined.mail.js';
import { creditNoteMail } from '../../../src/modules/finance/credit-note.mail.js';
import { orderConfirmationMail } from '../../../src/modules/finance/order-confirmation.mail.js';
import { issuedInvoiceMail } from '../../../src/modules/finance/issued-invoice.mail.js';
import { overdueReminderMail } from '../../../src/modules/finance/overdue-reminder.mail.js';
import { membershipRenewalMail } from '../../../src/modules/finance/membership-renewal.mail.js';
import { sentQuoteMail } from '../../../src/modules/finance/sent-quote.mail.js';
import { appointmentMemberMail, appointmentTrainerMail, type AppointmentMailContext } from '../../../src/modules/personal-training/appointment.mail.js';
import { occurrenceCancelledMail } from '../../../src/modules/schedule/occurrence-cancelled.mail.js';
import { testMail } from '../../../src/modules/settings/test-mail.mail.js';
import { bookingCancelledMail, bookingConfirmedMail, classReminderMail, type BookingMailContext } from '../../../src/modules/booking/booking.mail.js';
import { waitlistPlaceFreeMail, waitlistPromotedMail, waitlistTurnWithoutPassMail, type WaitlistMailContext } from '../../../src/modules/booking/waitlist.mail.js';

/** Whom and where a sample mail is rendered for: the server's public URL and a club. */
export interface MailSampleContext {
  publicUrl: string;
  club: { slug: string; name: string };
}

type MailBuilder = (...args: never[]) => MailMessage;

const appointment = (c: MailSampleContext, what: AppointmentMailContext['what']): AppointmentMailContext => ({
  what,
  clubName: c.club.name,
  serviceName: 'Personal training',
  memberName: 'Mia Member',
  trainerName: 'Tara Trainer',
  start: '3 March, 14:00',
  when: 'Tuesday, March 3 2026, 14:00–15:00',
});
const member = { email: 'mia@example.test', firstName: 'Mia' };
const waitlisted = (c: MailSampleContext): WaitlistMailContext => ({ ...c, to: member.email, firstName: member.firstName, className: 'Boxing', date: '2026-03-03', timeStart: '18:00' });
const trainer = { email: 'tara@example.test', firstName: 'Tara' };
const booked = (c: MailSampleContext): BookingMailContext => ({
  ...c,
  to: member.email,
  firstName: member.firstName,
  className: 'Boxing',
  scheduleItemId: 1,
  date: '2026-03-03',
  timeStart: '18:00',
  timeEnd: '19:00',
  place: 'Harbour, Main room',
});

/**
 * Every mail the product sends, by its builder (each function a `*.mail.ts` file exports), with a rendering of each
 * of its shapes (with and without an optional link, for one). mail-links.int.test.ts finds the builders itself and
 * fails for one missing here, then follows every link of every rendering: a new mail is registered by adding its
 * builder and renderings to this list.
 */
export const MAIL_CATALOGUE = new Map<MailBuilder, (c: MailSampleContext) => MailMessage[]>([
  [verifyAccountMail, (c) => [verifyAccountMail({ ...c, to: member.email, firstName: member.firstName, token: 'verify-token' })]],
  [passwordResetMail, (c) => [passwordResetMail({ ...c, to: member.email, firstName: member.firstName, token: 'reset-token' })]],
  [accountExistsMail, (c) => [accountExistsMail({ ...c, to: member.email })]],
  [emailChangedMail, (c) => [emailChangedMail({ ...c, to: member.email, firstName: member.firstName, newEmail: 'mia.new@example.test', token: 'undo-token' })]],
  [
    orderConfirmationMail,
    (c) =>
      [{ invoiceNumber: 'INV-2026-0001' }, { invoiceNumber: null }].map(({ invoiceNumber }) =>
        orderConfirmationMail({
          ...c,
          to: member.email,
          firstName: member.firstName,
          order: { orderNumber: 42, items: [{ productName: '10 classes', attendanceDate: null }, { productName: 'Drop-in', attendanceDate: '2026-03-03' }] },
          totalDisplay: '€ 165.00',
          invoiceNumber,
        }),
      ),
  ],
  [
    paymentFailedMail,
    (c) =>
      [
        { mandateRetired: true, fee: null },
        { mandateRetired: false, fee: { invoiceNumber: 'DESK2026-0003', amountDisplay: '€ 7.50' } },
      ].map(({ mandateRetired, fee }) =>
        paymentFailedMail({ ...c, to: member.email, firstName: member.firstName, invoiceNumber: 'INV2026-0007', amountDisplay: '€ 49.00', reason: 'insufficient funds (AM04)', mandateRetired, fee }),
      ),
  ],
  [
    cardChargeDeclinedMail,
    (c) => [
      cardChargeDeclinedMail({ ...c, to: member.email, firstName: member.firstName, invoiceNumber: 'SUB2026-0004', amountDisplay: '€ 60.00', cardLabel: 'Visa •••• 0341', reason: 'Your card was declined.' }),
    ],
  ],
  [
    issuedInvoiceMail,
    (c) =>
      [true, false].map((forMember) =>
        issuedInvoiceMail({
          ...c,
          to: member.email,
          greeting: member.firstName,
          invoice: { invoiceNumber: 'F2026-0001', dateCreated: '2026-03-02', dateDue: '2026-03-16', terms: 'Pay within 14 days.' },
          totalDisplay: '€ 30.07',
          forMember,
        }),
      ),
  ],
  [
    sentQuoteMail,
    (c) => [
      sentQuoteMail({
        ...c,
        to: 'billing@acme.test',
        greeting: 'Acme Sports BV',
        quote: { quoteNumber: 'Q2026-0001', dateCreated: '2026-03-02', dateExpire: '2026-04-01', terms: 'Valid for 30 days.' },
        totalDisplay: '€ 609.00',
      }),
    ],
  ],
  [
    creditNoteMail,
    (c) =>
      [true, false].map((forMember) =>
        creditNoteMail({
          ...c,
          to: member.email,
          greeting: member.firstName,
          creditNote: { invoiceNumber: 'F2026-0009', dateCreated: '2026-03-20' },
          original: { invoiceNumber: 'F2026-0001', dateCreated: '2026-03-02' },
          creditDisplay: '€ 30.07',
          forMember,
        }),
      ),
  ],
  [
    membershipRenewalMail,
    (c) => [membershipRenewalMail({ ...c, to: member.email, firstName: member.firstName, membershipName: 'Club membership', dateStart: '2026-03-10', dateEnd: '2027-03-09', priceDisplay: '€ 30.00' })],
  ],
  [
    overdueReminderMail,
    (c) => [overdueReminderMail({ ...c, to: member.email, firstName: member.firstName, invoiceNumber: 'INV2026-0007', dateDue: '2026-03-01', balanceDisplay: '€ 49.00' })],
  ],
  [appointmentMemberMail, (c) => [appointmentMemberMail(appointment(c, 'BOOKED'), member), appointmentMemberMail(appointment(c, 'CANCELED'), member)]],
  [appointmentTrainerMail, (c) => [appointmentTrainerMail(appointment(c, 'BOOKED'), trainer), appointmentTrainerMail(appointment(c, 'CANCELED'), trainer)]],
  [
    occurrenceCancelledMail,
    (c) => [
      occurrenceCancelledMail({ to: member.email, firstName: member.firstName, clubName: c.club.name, className: 'Boxing', date: '2026-03-03', timeStart: '18:00', description: 'The coach is ill.', cancelledLate: false }),
      occurrenceCancelledMail({ to: member.email, firstName: member.firstName, clubName: c.club.name, className: 'Boxing', date: '2026-03-03', timeStart: '18:00', description: 'The coach is ill.', cancelledLate: true }),
    ],
  ],
  [bookingConfirmedMail, (c) => [bookingConfirmedMail(booked(c), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')]],
  [bookingCancelledMail, (c) => [bookingCancelledMail(booked(c), true), bookingCancelledMail(booked(c), false)]],
  [classReminderMail, (c) => [classReminderMail(booked(c))]],
  [waitlistPromotedMail, (c) => [waitlistPromotedMail(waitlisted(c))]],
  [waitlistPlaceFreeMail, (c) => [waitlistPlaceFreeMail(waitlisted(c))]],
  [waitlistTurnWithoutPassMail, (c) => [waitlistTurnWithoutPassMail(waitlisted(c))]],
  [testMail, (c) => [testMail({ to: 'desk@example.test', clubName: c.club.name, sentAt: '2026-03-02T09:00:00.000Z' })]],
]);
