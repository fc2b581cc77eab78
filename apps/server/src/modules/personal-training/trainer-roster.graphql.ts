import { builder } from '../../graphql/builder.js';
import { fullName } from '../../platform/person-name.js';
import { decodeId, encodeGlobalID } from '../../graphql/relay-helpers.js';
import { addTrainer, listTrainerCandidates, updateTrainer } from './manage-trainers.js';
import { AppointmentTrainerNode } from './personal-training.graphql.js';
import type { TrainerCandidate } from './trainer-roster.repository.js';

// Who gives personal training: staff accounts made trainers, retired and brought back, and their photos.

const TrainerCandidateType = builder.objectRef<TrainerCandidate>('AppointmentTrainerCandidateType').implement({
  description: 'A staff account that is not a trainer yet',
  fields: (t) => ({
    account: t.id({ description: 'its AccountNode id', resolve: (c) => encodeGlobalID('AccountNode', c.id) }),
    fullName: t.string({ resolve: (c) => fullName(c) }),
  }),
});

builder.queryFields((t) => ({
  appointmentTrainerCandidates: t.field({
    type: [TrainerCandidateType],
    description: 'Staff accounts that are not trainers yet, by name, at most 50; search: a prefix of a name or the email (appointments.edit).',
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => listTrainerCandidates(ctx.services, ctx.club, ctx.actor, args.search),
  }),
}));

const AddAppointmentTrainerInput = builder.inputType('AddAppointmentTrainerInput', {
  fields: (t) => ({ account: t.id({ required: true, description: 'the AccountNode id of a staff account' }) }),
});
const UpdateAppointmentTrainerInput = builder.inputType('UpdateAppointmentTrainerInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.id({ required: true }),
    active: t.boolean({ description: 'false retires the trainer (no new appointments; booked ones and hours stay), true brings them back' }),
    urlImageThumbnail: t.string({ description: "'' removes the photo, or the URL an image upload answered (POST /<club>/d/api/images/?for=trainer)" }),
  }),
});

const TrainerPayload = (name: string) => builder.simpleObject(name, { fields: (f) => ({ appointmentTrainer: f.field({ type: AppointmentTrainerNode }) }) });

builder.mutationFields((t) => ({
  addAppointmentTrainer: t.field({
    type: TrainerPayload('AddAppointmentTrainerPayload'),
    description: 'Makes a staff account a trainer (appointments.edit).',
    args: { input: t.arg({ type: AddAppointmentTrainerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ appointmentTrainer: await addTrainer(ctx.services, ctx.club, ctx.actor, decodeId(input.account, 'AccountNode')) }),
  }),
  updateAppointmentTrainer: t.field({
    type: TrainerPayload('UpdateAppointmentTrainerPayload'),
    description: 'Retires or reactivates a trainer, sets or removes their photo (appointments.edit).',
    args: { input: t.arg({ type: UpdateAppointmentTrainerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      appointmentTrainer: await updateTrainer(ctx.services, ctx.club, ctx.actor, decodeId(input.id, 'AppointmentTrainerNode'), {
        active: input.active ?? undefined,
        urlImageThumbnail: input.urlImageThumbnail ?? undefined,
      }),
    }),
  }),
}));
