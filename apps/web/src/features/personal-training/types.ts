/** The REST shapes of api-contract.md ("REST under {base}/d/"); ids are numbers. */

export interface PersonalTrainingService {
  id: number;
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  duration_seconds: number;
  /** A decimal string, in euros. */
  price: string;
}

export interface Trainer {
  staff_member_id: number;
  name: string;
  urlImageThumbnailSmall: string | null;
}

export interface ServiceWithTrainers extends PersonalTrainingService {
  staff: Trainer[];
}

export interface ServicesResponse {
  success: boolean;
  services: PersonalTrainingService[];
}

export interface ServiceResponse {
  success: boolean;
  data: ServiceWithTrainers;
}

export interface NonWorkingDaysResponse {
  success: boolean;
  /** Weekday numbers, 0 = Sunday … 6 = Saturday. */
  non_working_days: number[];
}

export interface AvailabilityResponse {
  success: boolean;
  date_chosen: string;
  staff_member: number;
  /** 'hh:mm A' in the club's time. */
  available_slots: string[];
  message: string;
}

export interface AppointmentPass {
  id: number;
  title: string;
  classesRemainingDisplay: string;
  dateEnd: string | null;
  accountClassPass_id: number;
}

export interface BookAppointmentResponse {
  success: boolean;
  data: { allowed: boolean; available_passes: AppointmentPass[]; service_class: unknown };
}

export interface CreateAppointmentInput {
  service_id: number;
  staff_member: number;
  date: string;
  start_time: string;
  end_time: string;
  classpass_id: number;
}

export interface Appointment {
  id: number;
  service_name: string;
  staff_name: string;
  start_time: string;
  end_time: string;
  canceled: boolean;
  canceled_at: string | null;
}

export interface AppointmentsResponse {
  success: boolean;
  appointments: Appointment[];
}
