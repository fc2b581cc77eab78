import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import {
  AddAppointmentTrainerDocument,
  AppointmentTrainerCandidatesDocument,
  AppointmentTrainerDocument,
  AppointmentTrainersDocument,
  CreateAppointmentTrainerDayOffDocument,
  DeleteAppointmentTrainerDayOffDocument,
  SetAppointmentTrainerDateOverrideDocument,
  SetAppointmentTrainerWeeklyHoursDocument,
  UpdateAppointmentTrainerDocument,
} from './trainers.generated.js';

// A change to a trainer or their calendar shows on the trainer's page and in the trainer list.
const TRAINER = { invalidates: [AppointmentTrainerDocument, AppointmentTrainersDocument] };

/** A staff account becomes a trainer, and leaves the candidates. */
export const useAddTrainer = () => useGraphQLMutation(AddAppointmentTrainerDocument, { invalidates: [...TRAINER.invalidates, AppointmentTrainerCandidatesDocument] });

/** Retires or reactivates a trainer, or sets their photo. */
export const useUpdateTrainer = () => useGraphQLMutation(UpdateAppointmentTrainerDocument, TRAINER);

export const useSetTrainerWeeklyHours = () => useGraphQLMutation(SetAppointmentTrainerWeeklyHoursDocument, TRAINER);

export const useAddTrainerDaysOff = () => useGraphQLMutation(CreateAppointmentTrainerDayOffDocument, TRAINER);

export const useRemoveTrainerDaysOff = () => useGraphQLMutation(DeleteAppointmentTrainerDayOffDocument, TRAINER);

/** Sets or (with no hours) removes the hours of one date. */
export const useSetTrainerDateOverride = () => useGraphQLMutation(SetAppointmentTrainerDateOverrideDocument, TRAINER);
