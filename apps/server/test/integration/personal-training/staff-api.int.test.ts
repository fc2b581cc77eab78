import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';
import { ptTestAppPerFile, ptWorld, rest, type PtWorld } from './pt-kit.js';

// The staff side of personal training (issue 9): services and categories, trainers' calendars, and the
// appointments of a day with cancel by staff. The clock stands at Monday 2 March 2026, 10:00 in Amsterdam.

async function adminToken(t: TestApp): Promise<string> {
  return (await t.make.session(await t.make.staff({ staffRoles: ['ADMIN'] }))).token;
}

async function slots(t: TestApp, w: PtWorld, date: string): Promise<string[]> {
  const answer = await rest(t, 'GET', `abc/get_available_slots/?selected_date=${date}&staff_member=${w.trainer.id}&service_id=${w.service.id}`, { token: w.token });
  return answer.body.available_slots;
}

const trainerGid = (w: PtWorld) => gid('AppointmentTrainerNode', w.trainer.id);

describe('personal training: services and categories for staff', () => {
  const t = ptTestAppPerFile();

  it('an admin adds a category and a service with its passes and trainer; members can book it until it is archived', async () => {
    const w = await ptWorld(t);
    const token = await adminToken(t);
    const category = await t.gql(`mutation($input: CreateAppointmentCategoryInput!) { createAppointmentCategory(input: $input) { appointmentCategory { id name archived } } }`, { input: { name: 'Boxing' } }, { token });
    expect(category.body.data.createAppointmentCategory.appointmentCategory).toMatchObject({ name: 'Boxing', archived: false });
    const created = await t.gql(
      `mutation($input: CreateAppointmentServiceInput!) { createAppointmentService(input: $input) {
        appointmentService { id name durationMinutes price priceDisplay bufferAfterMinutes category { name } organizationClasspasses { name } trainers { id fullName } } } }`,
      {
        input: {
          category: category.body.data.createAppointmentCategory.appointmentCategory.id,
          name: 'Pad work 1:1',
          durationMinutes: 45,
          price: '39.50',
          bufferAfterMinutes: 15,
          organizationClasspasses: [gid('OrganizationClasspassNode', w.product.id)],
          trainers: [trainerGid(w)],
        },
      },
      { token },
    );
    const service = created.body.data.createAppointmentService.appointmentService;
    expect(service).toMatchObject({
      name: 'Pad work 1:1',
      durationMinutes: 45,
      price: '39.50',
      priceDisplay: '€ 39.50',
      bufferAfterMinutes: 15,
      category: { name: 'Boxing' },
      organizationClasspasses: [{ name: 'PT 5 sessions' }],
      trainers: [{ id: trainerGid(w), fullName: 'Tara Trainer' }],
    });
    const listed = async () => (await rest(t, 'GET', 'abc/get_services/', { token: w.token })).body.services.map((s: { name: string }) => s.name);
    expect(await listed()).toContain('Pad work 1:1');

    const archived = await t.gql(`mutation($input: UpdateAppointmentServiceInput!) { updateAppointmentService(input: $input) { appointmentService { name archived } } }`, { input: { id: service.id, archived: true } }, { token });
    expect(archived.body.data.updateAppointmentService.appointmentService).toEqual({ name: 'Pad work 1:1', archived: true });
    expect(await listed()).not.toContain('Pad work 1:1');
    const lists = await t.gql(`{ current: appointmentServices { edges { node { name } } } old: appointmentServices(archived: true) { edges { node { name } } } }`, {}, { token });
    expect(lists.body.data.old.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Pad work 1:1');
    expect(lists.body.data.current.edges.map((e: { node: { name: string } }) => e.node.name)).not.toContain('Pad work 1:1');
  });

  it('bad input answers the field and its message and writes nothing', async () => {
    const token = await adminToken(t);
    const category = await t.gql(`mutation { createAppointmentCategory(input: { name: "Yoga" }) { appointmentCategory { id } } }`, {}, { token });
    const before = await t.app.db.selectFrom('appointmentServices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const answer = await t.gql(
      `mutation($input: CreateAppointmentServiceInput!) { createAppointmentService(input: $input) { appointmentService { id } } }`,
      { input: { category: category.body.data.createAppointmentCategory.appointmentCategory.id, name: ' ', durationMinutes: 0, price: '10', trainers: [gid('AppointmentTrainerNode', 999_999)] } },
      { token },
    );
    expect(answer.body.errors![0]!.message).toBe('This field is required');
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'This field is required', durationMinutes: 'Please input a number above 0' } });
    const unknownTrainer = await t.gql(
      `mutation($input: CreateAppointmentServiceInput!) { createAppointmentService(input: $input) { appointmentService { id } } }`,
      { input: { category: category.body.data.createAppointmentCategory.appointmentCategory.id, name: 'Flow', durationMinutes: 60, price: '10', trainers: [gid('AppointmentTrainerNode', 999_999)] } },
      { token },
    );
    expect(unknownTrainer.body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { trainers: 'Unknown trainer.' } });
    const after = await t.app.db.selectFrom('appointmentServices').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("personal training: trainers' calendars for staff", () => {
  const t = ptTestAppPerFile();

  it('changed weekly hours change the slots members see; a day off removes them; an override replaces one date', async () => {
    const w = await ptWorld(t, { durationMinutes: 60 });
    const token = await adminToken(t);
    // Tuesday 3 March and Tuesday 10 March: 09:00–17:00 from the factory.
    expect((await slots(t, w, '2026-03-03'))[0]).toBe('09:00 AM');

    const hours = await t.gql(
      `mutation($input: SetAppointmentTrainerWeeklyHoursInput!) { setAppointmentTrainerWeeklyHours(input: $input) { appointmentTrainer { weeklyHours { isoWeekday timeStart timeEnd } } } }`,
      { input: { trainer: trainerGid(w), hours: [{ isoWeekday: 2, timeStart: '14:00', timeEnd: '16:00' }, { isoWeekday: 2, timeStart: '08:00', timeEnd: '09:00' }] } },
      { token },
    );
    expect(hours.body.data.setAppointmentTrainerWeeklyHours.appointmentTrainer.weeklyHours).toEqual([
      { isoWeekday: 2, timeStart: '08:00', timeEnd: '09:00' },
      { isoWeekday: 2, timeStart: '14:00', timeEnd: '16:00' },
    ]);
    expect(await slots(t, w, '2026-03-03')).toEqual(['08:00 AM', '02:00 PM', '02:30 PM', '03:00 PM']);
    // Monday is no working day any more.
    expect((await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-09&staff_member=${w.trainer.id}`, { token: w.token })).status).toBe(400);

    const dayOff = await t.gql(
      `mutation($input: CreateAppointmentTrainerDayOffInput!) { createAppointmentTrainerDayOff(input: $input) { appointmentTrainer { daysOff { id dateStart dateEnd note } } } }`,
      { input: { trainer: trainerGid(w), dateStart: '2026-03-03', dateEnd: '2026-03-03', note: 'Course' } },
      { token },
    );
    const [off] = dayOff.body.data.createAppointmentTrainerDayOff.appointmentTrainer.daysOff;
    expect(off).toMatchObject({ dateStart: '2026-03-03', dateEnd: '2026-03-03', note: 'Course' });
    expect(await slots(t, w, '2026-03-03')).toEqual([]);
    await t.gql(`mutation($input: DeleteAppointmentTrainerDayOffInput!) { deleteAppointmentTrainerDayOff(input: $input) { ok } }`, { input: { id: off.id } }, { token });
    expect(await slots(t, w, '2026-03-03')).toHaveLength(4);

    const override = `mutation($input: SetAppointmentTrainerDateOverrideInput!) { setAppointmentTrainerDateOverride(input: $input) { appointmentTrainer { overrides { date timeStart timeEnd } } } }`;
    const set = await t.gql(override, { input: { trainer: trainerGid(w), date: '2026-03-10', hours: [{ timeStart: '18:00', timeEnd: '19:00' }] } }, { token });
    expect(set.body.data.setAppointmentTrainerDateOverride.appointmentTrainer.overrides).toEqual([{ date: '2026-03-10', timeStart: '18:00', timeEnd: '19:00' }]);
    expect(await slots(t, w, '2026-03-10')).toEqual(['06:00 PM']);
    await t.gql(override, { input: { trainer: trainerGid(w), date: '2026-03-10', closed: true } }, { token });
    expect(await slots(t, w, '2026-03-10')).toEqual([]);
    await t.gql(override, { input: { trainer: trainerGid(w), date: '2026-03-10', hours: [] } }, { token });
    expect(await slots(t, w, '2026-03-10')).toHaveLength(4);
  });

  it('refuses overlapping ranges and reversed days off with the field, and an unknown trainer like a missing one', async () => {
    const w = await ptWorld(t);
    const token = await adminToken(t);
    const overlap = await t.gql(
      `mutation($input: SetAppointmentTrainerWeeklyHoursInput!) { setAppointmentTrainerWeeklyHours(input: $input) { appointmentTrainer { id } } }`,
      { input: { trainer: trainerGid(w), hours: [{ isoWeekday: 1, timeStart: '09:00', timeEnd: '12:00' }, { isoWeekday: 1, timeStart: '11:00', timeEnd: '13:00' }] } },
      { token },
    );
    expect(overlap.body.errors![0]!).toMatchObject({ message: 'The ranges of one day must not overlap.', extensions: { code: 'VALIDATION_FAILED', fields: { weekday1: 'The ranges of one day must not overlap.' } } });
    expect(await slots(t, w, '2026-03-03')).toHaveLength(15);
    const reversed = await t.gql(
      `mutation($input: CreateAppointmentTrainerDayOffInput!) { createAppointmentTrainerDayOff(input: $input) { appointmentTrainer { id } } }`,
      { input: { trainer: trainerGid(w), dateStart: '2026-03-05', dateEnd: '2026-03-04' } },
      { token },
    );
    expect(reversed.body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { dateEnd: 'The last day off cannot be before the first.' } });
    const unknown = await t.gql(`{ appointmentTrainer(id: "${gid('AppointmentTrainerNode', w.member.id)}") { id } }`, {}, { token });
    expect(unknown.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('personal training: the appointments of a day, cancelled by staff', () => {
  const t = ptTestAppPerFile();

  it('lists the day by trainer; a staff cancel mails member and trainer and gives the session back', async () => {
    const w = await ptWorld(t);
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token: w.token,
      body: { service_id: w.service.id, staff_member: w.trainer.id, date: '2026-03-04', start_time: '11:00 AM', classpass_id: w.pass.id },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await t.runJobs();
    const frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
    const day = `query($date: Date!, $trainer: ID) { appointments(date: $date, trainer: $trainer) { edges { node { id serviceName memberName trainerName startsAt endsAt canceled canceledAt } } } }`;
    const listed = await t.gql(day, { date: '2026-03-04', trainer: trainerGid(w) }, { token: frontDesk });
    expect(listed.body.data.appointments.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        id: gid('AppointmentNode', booked.body.data.appointment.id),
        serviceName: 'Personal training',
        memberName: 'Mia Member',
        trainerName: 'Tara Trainer',
        startsAt: '2026-03-04T10:00:00.000Z',
        endsAt: '2026-03-04T11:00:00.000Z',
        canceled: false,
        canceledAt: null,
      },
    ]);
    expect((await t.gql(day, { date: '2026-03-05' }, { token: frontDesk })).body.data.appointments.edges).toEqual([]);
    // The trainer (an instructor without appointments.view) sees their own day, and nobody else's.
    const trainerToken = (await t.make.session(w.trainer)).token;
    expect((await t.gql(day, { date: '2026-03-04', trainer: trainerGid(w) }, { token: trainerToken })).body.data.appointments.edges).toHaveLength(1);
    expect((await t.gql(day, { date: '2026-03-04' }, { token: trainerToken })).body.errors![0]!.extensions!.code).toBe('PERMISSION_DENIED');

    const cancel = `mutation($input: CancelAppointmentInput!) { cancelAppointment(input: $input) { ok } }`;
    expect((await t.gql(cancel, { input: { id: gid('AppointmentNode', booked.body.data.appointment.id) } }, { token: trainerToken })).body.errors![0]!.extensions!.code).toBe('PERMISSION_DENIED');
    const done = await t.gql(cancel, { input: { id: gid('AppointmentNode', booked.body.data.appointment.id) } }, { token: frontDesk });
    expect(done.body).toEqual({ data: { cancelAppointment: { ok: true } } });
    const row = await t.app.db.selectFrom('appointments').select(['canceled', 'canceledAt', 'passSessionUsed']).where('id', '=', booked.body.data.appointment.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ canceled: true, canceledAt: t.clock.now(), passSessionUsed: false });
    const mails = await t.app.db.selectFrom('mailOutbox').select(['toAddress', 'subject']).where('subject', 'like', 'Appointment cancel%').execute();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([w.member.email, w.trainer.email].sort());
    const again = await t.gql(cancel, { input: { id: gid('AppointmentNode', booked.body.data.appointment.id) } }, { token: frontDesk });
    expect(again.body.errors![0]!).toMatchObject({ message: 'This appointment has already been cancelled.', extensions: { code: 'CANCEL_NOT_POSSIBLE' } });
    expect((await t.gql(day, { date: '2026-03-04' }, { token: frontDesk })).body.data.appointments.edges[0].node.canceled).toBe(true);
  });

  it("lists one account's appointments on every date, the latest first; another club's account finds nothing, like a missing one", async () => {
    const w = await ptWorld(t);
    const book = (date: string) =>
      rest(t, 'POST', 'abc/create_appointment/', {
        token: w.token,
        body: { service_id: w.service.id, staff_member: w.trainer.id, date, start_time: '11:00 AM', classpass_id: w.pass.id },
      });
    const first = await book('2026-03-04');
    const second = await book('2026-03-11');
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    const otherMember = await t.make.member({ firstName: 'Olga', lastName: 'Other' });
    const frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
    const ofAccount = `query($account: ID, $date: Date) { appointments(account: $account, date: $date) { edges { node { id memberName startsAt } } } }`;
    const ids = async (variables: Record<string, unknown>) =>
      ((await t.gql(ofAccount, variables, { token: frontDesk })).body.data.appointments.edges as { node: { id: string; memberName: string } }[]).map((e) => e.node.id);

    const appointmentGid = (answer: typeof first) => gid('AppointmentNode', answer.body.data.appointment.id);
    expect(await ids({ account: gid('AccountNode', w.member.id) })).toEqual([appointmentGid(second), appointmentGid(first)]);
    expect(await ids({ account: gid('AccountNode', w.member.id), date: '2026-03-11' })).toEqual([appointmentGid(second)]);
    expect(await ids({ account: gid('AccountNode', otherMember.id) })).toEqual([]);

    const otherClub = await t.make.club();
    const stranger = await t.make.member({ club: otherClub });
    expect(await ids({ account: gid('AccountNode', stranger.id) })).toEqual(await ids({ account: gid('AccountNode', 999_999) }));
    expect(await ids({ account: gid('AccountNode', stranger.id) })).toEqual([]);

    // Neither a date nor an account is refused; a member's list needs appointments.view, even for a trainer.
    const neither = await t.gql(ofAccount, {}, { token: frontDesk });
    expect(neither.body.errors![0]!).toMatchObject({ message: 'Please give a date or an account.', extensions: { code: 'VALIDATION_FAILED' } });
    const trainerToken = (await t.make.session(w.trainer)).token;
    const byTrainer = await t.gql(ofAccount, { account: gid('AccountNode', w.member.id) }, { token: trainerToken });
    expect(byTrainer.body.errors![0]!.extensions!.code).toBe('PERMISSION_DENIED');
    const bad = await t.gql(ofAccount, { account: 'not-an-id' }, { token: frontDesk });
    expect(bad.body.errors![0]!).toMatchObject({ message: 'Unknown account.', extensions: { code: 'VALIDATION_FAILED' } });
  });
});
