import { DATE_FORMATS, MAX_PAGE_SIZE, REGISTRATION_FEE_PER, TIME_FORMATS } from '@kiai/shared';
import { builder } from '../../graphql/builder.js';
import type { MailStatus } from '../../platform/db/tables/core.js';
import type { Club } from '../clubs/index.js';
import { offsetConnection } from '../../graphql/relay-helpers.js';
import { listOutbox, type OutboxMail } from './list-outbox-mails.js';
import { readClubSettings } from './read-club-settings.js';
import { readDiagnostics, type Diagnostics } from './read-diagnostics.js';
import { sendTestMail } from './send-test-mail.js';
import { updateBrandingSettings, updateFinanceSettings, updateGeneralSettings, updateMailSettings, updateShopSettings, updateSubscriptionSettings, updateWorkflowSettings } from './update-club-settings.js';

const MAIL_STATUSES: readonly MailStatus[] = ['QUEUED', 'KEPT', 'SENT', 'FAILED'];
const MailStatusEnum = builder.enumType('MailOutboxStatus', {
  values: MAIL_STATUSES,
  description: 'QUEUED: waiting for the job queue; KEPT: stored without SMTP (an .eml file); SENT; FAILED after the last try',
});

const ClubSettings = builder.objectRef<Club>('ClubSettings').implement({
  description: "The club's settings (Settings → General, Branding, Workflow, Shop, Finance)",
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address', { description: 'printed on invoices' }),
    timeZone: t.exposeString('timeZone'),
    dateFormat: t.exposeString('dateFormat', { description: DATE_FORMATS.join(', ') }),
    timeFormat: t.exposeString('timeFormat', { description: TIME_FORMATS.join(', ') }),
    currencySymbol: t.exposeString('currencySymbol'),
    brandColor: t.exposeString('brandColor', { description: '#rrggbb' }),
    logoUrl: t.exposeString('logoUrl', { description: "'' for none, else the URL of one of the club's uploaded images" }),
    bookingDaysInAdvance: t.exposeInt('bookingDaysInAdvance'),
    cancelHoursBefore: t.exposeInt('cancelHoursBefore'),
    lateCancelAllowed: t.exposeBoolean('lateCancelAllowed', { description: 'after the cancel window members may still cancel: the spot frees, the credit is not returned' }),
    trialPassLimit: t.exposeInt('trialPassLimit'),
    maxPausesPerYear: t.exposeInt('maxPausesPerYear'),
    minPauseDays: t.exposeInt('minPauseDays'),
    creditValidityDays: t.exposeInt('creditValidityDays'),
    waitlistCutoffHours: t.exposeInt('waitlistCutoffHours', { description: 'hours before a class starts from which a freed place is offered to everyone waiting instead of booking the first in line' }),
    subscriptionRunDay: t.exposeInt('subscriptionRunDay', { description: "the day of the month (1–28) the monthly subscription invoices run on their own, in the club's zone" }),
    subscriptionGraceDays: t.exposeInt('subscriptionGraceDays', { description: 'days an unpaid subscription invoice may stay past due before booking is blocked' }),
    pauseNoticeDays: t.exposeInt('pauseNoticeDays', { description: 'days of notice a member gives before a pause they ask for in the portal' }),
    registrationFeePer: t.field({ type: RegistrationFeePer, resolve: (club) => club.registrationFeePer }),
    requiredProfileFields: t.exposeStringList('requiredProfileFields'),
    overdueReminderDays: t.exposeIntList('overdueReminderDays', { description: 'the overdue reminder steps: days after the due date, ascending' }),
    bookingConfirmationMail: t.exposeBoolean('bookingConfirmationMail', { description: 'members get a mail with the class as an .ics when they book' }),
    bookingCancellationMail: t.exposeBoolean('bookingCancellationMail', { description: 'members get a mail when they cancel a booking' }),
    classReminderMail: t.exposeBoolean('classReminderMail', { description: 'members get a reminder classReminderHours before a class they booked' }),
    classReminderHours: t.exposeInt('classReminderHours', { description: 'hours before the class the reminder goes (1–168); a booking made later gets none' }),
    waitlistMails: t.exposeBoolean('waitlistMails', { description: 'members on a waitlist are mailed when they are booked, a place is free or their turn came without a pass' }),
  }),
});

const MailOutboxEntry = builder.objectRef<OutboxMail>('MailOutboxEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    toAddress: t.exposeString('toAddress'),
    subject: t.exposeString('subject'),
    status: t.field({ type: MailStatusEnum, resolve: (m) => m.status }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sentAt }),
  }),
});

const Diagnostics = builder.objectRef<Diagnostics>('SystemDiagnostics').implement({
  fields: (t) => ({
    version: t.exposeString('version'),
    databaseKind: t.exposeString('databaseKind', { description: 'PGlite or PostgreSQL' }),
    databaseSizeBytes: t.float({ resolve: (d) => d.databaseSizeBytes }),
    migrations: t.field({
      type: [builder.simpleObject('AppliedMigration', { fields: (f) => ({ name: f.string(), appliedAt: f.field({ type: 'DateTime' }) }) })],
      resolve: (d) => d.migrations,
    }),
    jobCounts: t.field({
      type: [builder.simpleObject('JobStateCount', { fields: (f) => ({ state: f.string(), count: f.int() }) })],
      description: "How many of the club's background jobs are in each state",
      resolve: (d) => d.jobCounts,
    }),
    workerLastBeat: t.field({ type: 'DateTime', nullable: true, description: 'When a job worker last did its maintenance', resolve: (d) => d.workerLastBeat }),
  }),
});

builder.queryFields((t) => ({
  clubSettings: t.field({
    type: ClubSettings,
    description: 'The club settings (settings.edit).',
    resolve: (_root, _args, ctx) => readClubSettings(ctx.services, ctx.club, ctx.actor),
  }),
  mailOutbox: t.connection(
    {
      type: MailOutboxEntry,
      description: "The club's outgoing mail, newest first (settings.edit).",
      args: { status: t.arg({ type: MailStatusEnum }) },
      resolve: (_root, args, ctx) => offsetConnection(args, MAX_PAGE_SIZE, (page) => listOutbox(ctx.services, ctx.club, ctx.actor, { status: args.status }, page)),
    },
    { name: 'MailOutboxEntryConnection' },
    { name: 'MailOutboxEntryEdge' },
  ),
  systemDiagnostics: t.field({
    type: Diagnostics,
    description: 'Version, database, migrations and job queue health (settings.edit).',
    resolve: (_root, _args, ctx) => readDiagnostics(ctx.services, ctx.club, ctx.actor),
  }),
}));

const UpdateClubGeneralSettingsInput = builder.inputType('UpdateClubGeneralSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    timeZone: t.string({ required: true, description: 'an IANA name, e.g. Europe/Amsterdam' }),
    dateFormat: t.string({ required: true }),
    timeFormat: t.string({ required: true }),
    currencySymbol: t.string({ required: true }),
  }),
});

const UpdateClubBrandingSettingsInput = builder.inputType('UpdateClubBrandingSettingsInput', {
  fields: (t) => ({
    brandColor: t.string({ required: true, description: '#rrggbb' }),
    logoUrl: t.string({
      required: false,
      description: "'' for no logo, or the URL an image upload answered (POST /<club>/d/api/images/?for=logo); left out, the logo stays",
    }),
  }),
});

const UpdateClubWorkflowSettingsInput = builder.inputType('UpdateClubWorkflowSettingsInput', {
  fields: (t) => ({
    bookingDaysInAdvance: t.int({ required: true }),
    cancelHoursBefore: t.int({ required: true }),
    trialPassLimit: t.int({ required: true }),
    maxPausesPerYear: t.int({ required: true }),
    minPauseDays: t.int({ required: true }),
    creditValidityDays: t.int({ required: true }),
    lateCancelAllowed: t.boolean({ description: 'left out, it stays as it is' }),
    waitlistCutoffHours: t.int({ description: '0–168; left out, it stays as it is' }),
  }),
});

const RegistrationFeePer = builder.enumType('RegistrationFeePer', { values: REGISTRATION_FEE_PER });

const UpdateClubSubscriptionSettingsInput = builder.inputType('UpdateClubSubscriptionSettingsInput', {
  fields: (t) => ({
    subscriptionRunDay: t.int({ required: true }),
    subscriptionGraceDays: t.int({ required: true }),
    pauseNoticeDays: t.int({ required: true }),
    registrationFeePer: t.field({ type: RegistrationFeePer, required: true }),
  }),
});

const UpdateClubShopSettingsInput = builder.inputType('UpdateClubShopSettingsInput', {
  fields: (t) => ({ requiredProfileFields: t.stringList({ required: true }) }),
});

const UpdateClubFinanceSettingsInput = builder.inputType('UpdateClubFinanceSettingsInput', {
  fields: (t) => ({ overdueReminderDays: t.intList({ required: true, description: '1 to 5 numbers of days after the due date, ascending, each from 1 to 365' }) }),
});

const UpdateClubMailSettingsInput = builder.inputType('UpdateClubMailSettingsInput', {
  fields: (t) => ({
    bookingConfirmationMail: t.boolean({ required: true }),
    bookingCancellationMail: t.boolean({ required: true }),
    classReminderMail: t.boolean({ required: true }),
    classReminderHours: t.int({ required: true, description: '1–168' }),
    waitlistMails: t.boolean({ required: true }),
  }),
});

const SendTestMailInput = builder.inputType('SendTestMailInput', { fields: (t) => ({ to: t.string({ required: true }) }) });

builder.mutationFields((t) => ({
  updateClubGeneralSettings: t.field({
    type: ClubSettings,
    description: 'Settings → General (settings.edit).',
    args: { input: t.arg({ type: UpdateClubGeneralSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateGeneralSettings(ctx.services, ctx.club, ctx.actor, input),
  }),
  updateClubBrandingSettings: t.field({
    type: ClubSettings,
    description: 'Settings → Branding (settings.edit).',
    args: { input: t.arg({ type: UpdateClubBrandingSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateBrandingSettings(ctx.services, ctx.club, ctx.actor, { brandColor: input.brandColor, logoUrl: input.logoUrl ?? undefined }),
  }),
  updateClubWorkflowSettings: t.field({
    type: ClubSettings,
    description: 'Settings → Workflow (settings.edit); the booking rules use the new values from the next request.',
    args: { input: t.arg({ type: UpdateClubWorkflowSettingsInput, required: true }) },
    resolve: (_root, { input: { waitlistCutoffHours, ...input } }, ctx) =>
      updateWorkflowSettings(ctx.services, ctx.club, ctx.actor, {
        ...input,
        lateCancelAllowed: input.lateCancelAllowed ?? undefined,
        ...(waitlistCutoffHours === null || waitlistCutoffHours === undefined ? {} : { waitlistCutoffHours }),
      }),
  }),
  updateClubShopSettings: t.field({
    type: ClubSettings,
    description: 'Settings → Shop (settings.edit).',
    args: { input: t.arg({ type: UpdateClubShopSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateShopSettings(ctx.services, ctx.club, ctx.actor, input),
  }),
  updateClubSubscriptionSettings: t.field({
    type: ClubSettings,
    description: "Settings → Subscriptions (settings.edit); the next hourly start and daily task use the new values.",
    args: { input: t.arg({ type: UpdateClubSubscriptionSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSubscriptionSettings(ctx.services, ctx.club, ctx.actor, input),
  }),
  updateClubFinanceSettings: t.field({
    type: ClubSettings,
    description: "Settings → Finance (settings.edit); the club's next overdue run reminds on the new steps.",
    args: { input: t.arg({ type: UpdateClubFinanceSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateFinanceSettings(ctx.services, ctx.club, ctx.actor, input),
  }),
  updateClubMailSettings: t.field({
    type: ClubSettings,
    description: "Settings → Mail (settings.edit): which booking mails members get; a reminder already queued checks the switch when it is due.",
    args: { input: t.arg({ type: UpdateClubMailSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMailSettings(ctx.services, ctx.club, ctx.actor, input),
  }),
  sendTestMail: t.field({
    type: builder.simpleObject('SendTestMailPayload', { fields: (f) => ({ ok: f.boolean() }) }),
    description: 'Queues a test mail to an address (settings.edit); it shows in the outbox.',
    args: { input: t.arg({ type: SendTestMailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await sendTestMail(ctx.services, ctx.club, ctx.actor, input);
      return { ok: true };
    },
  }),
}));
