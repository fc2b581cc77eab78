import type {
  Appointment,
  AppointmentPassForSale,
  AppointmentsResponse,
  AvailabilityRefusal,
  AvailabilityResponse,
  BookAppointmentRequest,
  BookAppointmentResponse,
  CancelAppointmentRequest,
  CancelAppointmentResponse,
  CreateAppointmentRequest,
  CreateAppointmentResponse,
  NonWorkingDaysResponse,
  PersonalTrainingService,
  ServiceResponse,
  ServicesResponse,
  Trainer as TrainerJson,
} from '@kiai/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { fullName } from '../../platform/person-name.js';
import { slotLabels } from './availability.js';
import { cancelAppointment } from './cancel-appointment.js';
import { createAppointment } from './create-appointment.js';
import { findAppointmentBookingOptions } from './find-appointment-booking-options.js';
import { listAppointments } from './list-appointments.js';
import { classesRemainingDisplay, validityUnitDisplay, type OrganizationClasspass } from '../classpasses/index.js';
import { encodeGlobalID } from '../../graphql/relay-helpers.js';
import { findNonWorkingDays } from './find-non-working-days.js';
import { findService } from './find-service.js';
import { listAvailableSlots } from './list-available-slots.js';
import { listServices } from './list-services.js';
import type { AppointmentService, AppointmentView, Trainer } from './personal-training.repository.js';
import { parseRestDate, parseRestId } from './rest-input.js';

const idText = { type: 'string', maxLength: 40 } as const;

function serviceJson(s: AppointmentService): PersonalTrainingService {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    duration: s.durationMinutes,
    duration_seconds: s.durationMinutes * 60,
    price: s.price,
    sold_per_session: s.soldPerSession,
  };
}

function passForSaleJson(p: OrganizationClasspass): AppointmentPassForSale {
  return {
    id: encodeGlobalID('OrganizationClasspassNode', p.id),
    name: p.name,
    classes: p.unlimited ? null : p.classes,
    validity: p.validity,
    validity_unit: validityUnitDisplay(p.validity, p.validityUnit),
    price: p.price,
  };
}

function trainerJson(t: Trainer): TrainerJson {
  return { staff_member_id: t.accountId, name: fullName(t), urlImageThumbnailSmall: t.urlImageThumbnail };
}

function appointmentJson(a: AppointmentView): Appointment {
  return {
    id: a.id,
    service_name: a.serviceName,
    staff_name: fullName({ firstName: a.trainerFirstName, lastName: a.trainerLastName }),
    start_time: a.startsAt.toISOString(),
    end_time: a.endsAt.toISOString(),
    canceled: a.canceled,
    canceled_at: a.canceledAt?.toISOString() ?? null,
  };
}

// Ids may come as numbers or digit strings; their values are checked by parseRestId.
const anyId = {} as const;
const shortText = { type: 'string', maxLength: 64 } as const;

/** The personal-training routes of the member portal under /<club>/d/abc/ (shapes: api-contract.md). */
export function personalTrainingRoutes(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get<{ Reply: ServicesResponse }>('/abc/get_services/', async (request) => ({
      success: true,
      services: (await listServices(app, request.club, request.actor)).map(serviceJson),
    }));

    server.get<{ Params: { id: string }; Reply: ServiceResponse }>('/abc/get_service/:id/', async (request) => {
      const { service, trainers } = await findService(app, request.club, request.actor, parseRestId(request.params.id));
      return { success: true, data: { ...serviceJson(service), staff: trainers.map(trainerJson) } };
    });

    server.get<{ Querystring: { staff_member: string }; Reply: NonWorkingDaysResponse }>(
      '/abc/get_non_working_days/',
      { schema: { querystring: { type: 'object', required: ['staff_member'], properties: { staff_member: idText } } } },
      async (request) => ({
        success: true,
        non_working_days: await findNonWorkingDays(app, request.club, request.actor, parseRestId(request.query.staff_member)),
      }),
    );

    server.get<{ Querystring: { selected_date: string; staff_member: string; service_id?: string }; Reply: { 200: AvailabilityResponse; 400: AvailabilityRefusal } }>(
      '/abc/get_available_slots/',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['selected_date', 'staff_member'],
            properties: { selected_date: { type: 'string', maxLength: 40 }, staff_member: idText, service_id: idText },
          },
        },
      },
      async (request, reply) => {
        const { staff_member: staff, service_id: service } = request.query;
        const date = parseRestDate(request.query.selected_date, 'selected_date');
        const trainerId = parseRestId(staff);
        const result = await listAvailableSlots(app, request.club, request.actor, {
          date,
          trainerId,
          serviceId: service === undefined ? undefined : parseRestId(service),
        });
        const base = { date_chosen: date, staff_member: trainerId };
        if (!result.ok) {
          return reply
            .status(400)
            .send({ success: false, error: result.message, code: 'BOOKING_NOT_OPEN', message: result.message, ...base, available_slots: [] });
        }
        return { success: true, ...base, available_slots: slotLabels(result.slots, request.club.timeZone), message: '' };
      },
    );

    server.post<{ Body: BookAppointmentRequest; Reply: BookAppointmentResponse }>(
      '/abc/book_appointment/',
      { schema: { body: { type: 'object', required: ['service_id'], properties: { service_id: anyId } } } },
      async (request) => {
        const { service, passes, forSale } = await findAppointmentBookingOptions(app, request.club, request.actor, parseRestId(request.body.service_id));
        return {
          success: true,
          data: {
            allowed: passes.length > 0,
            available_passes: passes.map((p) => ({
              id: p.organizationClasspassId,
              title: p.product.name,
              classesRemainingDisplay: classesRemainingDisplay(p),
              dateEnd: p.dateEnd,
              accountClassPass_id: p.id,
            })),
            service_class: serviceJson(service),
            passes_for_sale: forSale.map(passForSaleJson),
          },
        };
      },
    );

    server.post<{ Body: CreateAppointmentRequest; Reply: CreateAppointmentResponse }>(
      '/abc/create_appointment/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['service_id', 'staff_member', 'date', 'start_time', 'classpass_id'],
            properties: { service_id: anyId, staff_member: anyId, classpass_id: anyId, date: shortText, start_time: shortText, end_time: shortText },
          },
        },
      },
      async (request) => {
        const body = request.body;
        const appointment = await createAppointment(app, request.club, request.actor, {
          serviceId: parseRestId(body.service_id),
          trainerId: parseRestId(body.staff_member),
          accountClasspassId: parseRestId(body.classpass_id),
          date: parseRestDate(body.date, 'date'),
          startTime: body.start_time,
          endTime: body.end_time,
        });
        return { success: true, data: { appointment: appointmentJson(appointment) } };
      },
    );

    server.get<{ Reply: AppointmentsResponse }>('/abc/get_appointments/', async (request) => ({
      success: true,
      appointments: (await listAppointments(app, request.club, request.actor)).map(appointmentJson),
    }));

    server.post<{ Body: CancelAppointmentRequest; Reply: CancelAppointmentResponse }>(
      '/abc/cancel_appointment/',
      { schema: { body: { type: 'object', required: ['appointment_id'], properties: { appointment_id: anyId } } } },
      async (request) => {
        await cancelAppointment(app, request.club, request.actor, parseRestId(request.body.appointment_id));
        return { success: true };
      },
    );
  };
}
