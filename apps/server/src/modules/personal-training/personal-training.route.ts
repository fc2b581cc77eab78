import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { fullName } from '../accounts/account.js';
import { slotLabel } from './availability.js';
import { findNonWorkingDays } from './find-non-working-days.js';
import { findService } from './find-service.js';
import { listAvailableSlots } from './list-available-slots.js';
import { listServices } from './list-services.js';
import type { AppointmentService, Trainer } from './personal-training.repository.js';
import { parseRestId } from './rest-input.js';

const idText = { type: 'string', maxLength: 40 } as const;

function serviceJson(s: AppointmentService) {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    duration: s.durationMinutes,
    duration_seconds: s.durationMinutes * 60,
    price: s.price,
  };
}

function trainerJson(t: Trainer) {
  return { staff_member_id: t.accountId, name: fullName(t), urlImageThumbnailSmall: t.urlImageThumbnail };
}

/** The personal-training routes of the member portal under /<club>/d/abc/ (shapes: api-contract.md). */
export function personalTrainingRoutes(app: AppContext): FastifyPluginAsync {
  return async (server) => {
    server.get('/abc/get_services/', async (request) => ({
      success: true,
      services: (await listServices(app, request.club, request.actor)).map(serviceJson),
    }));

    server.get<{ Params: { id: string } }>('/abc/get_service/:id/', async (request) => {
      const { service, trainers } = await findService(app, request.club, request.actor, parseRestId(request.params.id));
      return { success: true, data: { ...serviceJson(service), staff: trainers.map(trainerJson) } };
    });

    server.get<{ Querystring: { staff_member: string } }>(
      '/abc/get_non_working_days/',
      { schema: { querystring: { type: 'object', required: ['staff_member'], properties: { staff_member: idText } } } },
      async (request) => ({
        success: true,
        non_working_days: await findNonWorkingDays(app, request.club, request.actor, parseRestId(request.query.staff_member)),
      }),
    );

    server.get<{ Querystring: { selected_date: string; staff_member: string; service_id?: string } }>(
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
        const { selected_date: date, staff_member: staff, service_id: service } = request.query;
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
        return { success: true, ...base, available_slots: result.slots.map((s) => slotLabel(s, request.club.timeZone)), message: '' };
      },
    );
  };
}
