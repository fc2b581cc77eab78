/**
 * The REST routes' request and response bodies under `/<club>/d` (api-contract.md, "REST under {base}/d/"), one
 * declaration for the server that answers them (`*.route.ts`) and the web app that calls them. Ids are numbers;
 * the server also takes digit strings in a request.
 */

/** An id in a request body: a number, or its digits as a string. */
export type RestId = number | string;

// ---- GET /api/portal-config/ (also written into each page's HTML as #kiai-portal-config)

/**
 * What the portal, shop, kiosk and back office need about their club before anyone signs in: the name and logo,
 * prices' currency, the club's date and time formats, whether to offer Google, and the club's time zone (the back
 * office counts "today" and shows times on the club's clock).
 */
export interface PortalConfig {
  clubName: string;
  /** Settings → Branding; '' for none */
  logoUrl: string;
  currencySymbol: string;
  /** Settings → General: DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD */
  dateFormat: string;
  /** Settings → General: 24hr or 12hr */
  timeFormat: string;
  googleClientId: string | null;
  /** the club's IANA time zone, e.g. Europe/Amsterdam */
  timeZone: string;
}

// ---- POST /api/auth/google/

export interface GoogleSignInRequest {
  /** Google's ID token (the credential its button answers). */
  token: string;
}

/** What tokenAuth, refreshToken, register and the Google sign-in answer with; times in Unix seconds. */
export interface AuthData {
  token: string;
  payload: TokenPayload;
  refreshToken: string;
  /** When the refresh token expires. */
  refreshExpiresIn: number;
}

export interface TokenPayload {
  email: string;
  exp: number;
  /** When the session (the sign-in) started; stays the same across refreshes. */
  origIat: number;
}

// ---- POST /api/images/?for=<purpose> (the file as the body)

export interface ImageUploadResponse {
  /** The club's own URL of the image, to save on the record that shows it. */
  url: string;
}

// ---- Personal training under /abc/ (spec section 7)

export interface PersonalTrainingService {
  id: number;
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  duration_seconds: number;
  /** A decimal string, in euros. */
  price: string;
  /** Members may pay one session at `price` without a pass (our addition, issue 24). */
  sold_per_session: boolean;
}

/** A pass product that pays for a service and is sold in the shop (book_appointment's passes_for_sale, our addition). */
export interface AppointmentPassForSale {
  /** The OrganizationClasspassNode id the purchase page /purchase/{id}/ takes. */
  id: string;
  name: string;
  /** null: unlimited */
  classes: number | null;
  validity: number;
  validity_unit: string;
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

/** GET /abc/get_services/ */
export interface ServicesResponse {
  success: boolean;
  services: PersonalTrainingService[];
}

/** GET /abc/get_service/<id>/ */
export interface ServiceResponse {
  success: boolean;
  data: ServiceWithTrainers;
}

/** GET /abc/get_non_working_days/?staff_member= */
export interface NonWorkingDaysResponse {
  success: boolean;
  /** Weekday numbers, 0 = Sunday … 6 = Saturday. */
  non_working_days: number[];
}

/** GET /abc/get_available_slots/?selected_date=&staff_member=&service_id= */
export interface AvailabilityResponse {
  success: boolean;
  date_chosen: string;
  /** The trainer asked about; null when the request's id was not one. */
  staff_member: number | null;
  /** 'hh:mm A' in the club's time. */
  available_slots: string[];
  message: string;
}

/** 400: the date is outside the booking window; `error` says so (the client rejects with it). */
export interface AvailabilityRefusal extends AvailabilityResponse {
  error: string;
  code: 'BOOKING_NOT_OPEN';
}

/** POST /abc/book_appointment/ */
export interface BookAppointmentRequest {
  service_id: RestId;
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
  data: { allowed: boolean; available_passes: AppointmentPass[]; service_class: PersonalTrainingService; passes_for_sale: AppointmentPassForSale[] };
}

/** POST /abc/create_appointment/ */
export interface CreateAppointmentRequest {
  service_id: RestId;
  staff_member: RestId;
  classpass_id: RestId;
  /** YYYY-MM-DD, the club's date. */
  date: string;
  /** A slot label as get_available_slots answers it. */
  start_time: string;
  end_time?: string;
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

export interface CreateAppointmentResponse {
  success: boolean;
  data: { appointment: Appointment };
}

/** GET /abc/get_appointments/ */
export interface AppointmentsResponse {
  success: boolean;
  appointments: Appointment[];
}

/** POST /abc/cancel_appointment/ */
export interface CancelAppointmentRequest {
  appointment_id: RestId;
}

export interface CancelAppointmentResponse {
  success: boolean;
}

// ---- POST /api/finance/expense-documents/?name=<file name> (the file as the body; finance.expenses.edit)

/** A stored expense document, not yet attached: its id goes into the expense's `document`. */
export interface ExpenseDocumentUploadResponse {
  /** the document's global id, for createFinanceExpense / updateFinanceExpense */
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}
