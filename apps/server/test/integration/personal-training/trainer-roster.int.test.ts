import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';
import { expectFailure, ptTestAppPerFile, ptWorld, rest, type PtWorld } from './pt-kit.js';

// Who gives personal training (issue 9): staff accounts made trainers, retired and brought back, and their
// photos. The clock stands at Monday 2 March 2026, 10:00 in Amsterdam.

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const ADD = `mutation($input: AddAppointmentTrainerInput!) { addAppointmentTrainer(input: $input) { appointmentTrainer { id fullName active urlImageThumbnail weeklyHours { isoWeekday } } } }`;
const UPDATE = `mutation($input: UpdateAppointmentTrainerInput!) { updateAppointmentTrainer(input: $input) { appointmentTrainer { id active urlImageThumbnail weeklyHours { isoWeekday } } } }`;
const CANDIDATES = `query($search: String) { appointmentTrainerCandidates(search: $search) { account fullName } }`;

async function adminToken(t: TestApp): Promise<string> {
  return (await t.make.session(await t.make.staff({ staffRoles: ['ADMIN'], firstName: 'Ada', lastName: 'Admin' }))).token;
}

const errorOf = (answer: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => ({
  code: answer.body.errors?.[0]?.extensions?.code,
  message: answer.body.errors?.[0]?.message,
});

async function trainerRows(t: TestApp): Promise<number> {
  return Number((await t.app.db.selectFrom('appointmentTrainers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** The trainers a member sees for the world's service. */
async function memberTrainers(t: TestApp, w: PtWorld): Promise<{ staff_member_id: number; name: string; urlImageThumbnailSmall: string }[]> {
  return (await rest(t, 'GET', `abc/get_service/${w.service.id}/`, { token: w.token })).body.data.staff;
}

function book(t: TestApp, w: PtWorld, date: string, startTime: string) {
  return rest(t, 'POST', 'abc/create_appointment/', {
    token: w.token,
    body: { service_id: w.service.id, staff_member: w.trainer.id, date, start_time: startTime, classpass_id: w.pass.id },
  });
}

async function uploadPhoto(t: TestApp, token: string, purpose = 'trainer') {
  return t.server.inject({
    method: 'POST',
    url: `/${t.make.defaultClubSlug()}/d/api/images/?for=${purpose}`,
    headers: { 'content-type': 'image/png', authorization: `JWT ${token}` },
    payload: Buffer.from(PNG),
  });
}

describe('personal training: making staff accounts trainers', () => {
  const t = ptTestAppPerFile();

  it('an admin finds a staff account by name and makes it a trainer, active and without hours; members and trainers are no candidates', async () => {
    const token = await adminToken(t);
    const coach = await t.make.staff({ staffRoles: ['INSTRUCTOR'], firstName: 'Kenji', lastName: 'Coach' });
    const existing = await t.make.trainer({ firstName: 'Kelly', lastName: 'Trainer' });
    const member = await t.make.member({ firstName: 'Kim', lastName: 'Member' });
    const other = await t.make.club();
    await t.make.staff({ club: other, firstName: 'Kai', lastName: 'Elsewhere' });

    const found = await t.gql(CANDIDATES, { search: 'k' }, { token });
    expect(found.body.data.appointmentTrainerCandidates).toEqual([{ account: gid('AccountNode', coach.id), fullName: 'Kenji Coach' }]);
    const byFullName = await t.gql(CANDIDATES, { search: 'kenji  co' }, { token });
    expect(byFullName.body.data.appointmentTrainerCandidates.map((c: { fullName: string }) => c.fullName)).toEqual(['Kenji Coach']);
    expect(existing.id).not.toBe(member.id);

    const added = await t.gql(ADD, { input: { account: gid('AccountNode', coach.id) } }, { token });
    expect(added.body.data.addAppointmentTrainer.appointmentTrainer).toEqual({
      id: gid('AppointmentTrainerNode', coach.id),
      fullName: 'Kenji Coach',
      active: true,
      urlImageThumbnail: '',
      weeklyHours: [],
    });
    expect((await t.gql(CANDIDATES, { search: 'k' }, { token })).body.data.appointmentTrainerCandidates).toEqual([]);
    const list = await t.gql(`{ appointmentTrainers { edges { node { fullName } } } }`, {}, { token });
    expect(list.body.data.appointmentTrainers.edges.map((e: { node: { fullName: string } }) => e.node.fullName)).toContain('Kenji Coach');
  });

  it('refuses an account that is already a trainer, a member, an archived or unknown account and another club\'s staff, and writes nothing', async () => {
    const token = await adminToken(t);
    const trainer = await t.make.trainer();
    const member = await t.make.member();
    const archived = await t.make.staff({ active: false });
    const stranger = await t.make.staff({ club: await t.make.club() });
    const before = await trainerRows(t);
    const add = async (account: string) => errorOf(await t.gql(ADD, { input: { account } }, { token }));

    expect(await add(gid('AccountNode', trainer.id))).toEqual({ code: 'CONFLICT', message: 'This account is already a trainer.' });
    expect(await add(gid('AccountNode', member.id))).toEqual({ code: 'VALIDATION_FAILED', message: 'Only staff accounts can become trainers.' });
    expect(await add(gid('AccountNode', archived.id))).toEqual({ code: 'VALIDATION_FAILED', message: 'An archived account cannot become a trainer.' });
    for (const account of [gid('AccountNode', 999_999), gid('AccountNode', stranger.id), gid('ScheduleItemNode', trainer.id), 'garbage']) {
      expect(await add(account), account).toEqual({ code: 'NOT_FOUND', message: 'This account could not be found.' });
    }
    expect(await trainerRows(t)).toBe(before);
  });

  it('two admins adding the same account at once make one trainer', async () => {
    const [first, second] = [await adminToken(t), await adminToken(t)];
    const coach = await t.make.staff({ staffRoles: ['INSTRUCTOR'] });
    const input = { input: { account: gid('AccountNode', coach.id) } };
    const answers = await Promise.all([t.gql(ADD, input, { token: first }), t.gql(ADD, input, { token: second })]);
    expect(answers.filter((a) => a.body.data?.addAppointmentTrainer).length).toBe(1);
    expect(answers.map(errorOf).filter((e) => e.code !== undefined)).toEqual([{ code: 'CONFLICT', message: 'This account is already a trainer.' }]);
  });
});

describe('personal training: retiring a trainer', () => {
  const t = ptTestAppPerFile();

  it('a retired trainer is not offered, gets no slots and no new booking; their appointment and hours stay; reactivated they are back', async () => {
    const w = await ptWorld(t);
    const token = await adminToken(t);
    const booked = await book(t, w, '2026-03-03', '10:00 AM');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const id = gid('AppointmentTrainerNode', w.trainer.id);

    const retired = await t.gql(UPDATE, { input: { id, active: false } }, { token });
    expect(retired.body.data.updateAppointmentTrainer.appointmentTrainer).toMatchObject({ id, active: false });
    expect(retired.body.data.updateAppointmentTrainer.appointmentTrainer.weeklyHours).toHaveLength(5);
    expect(await memberTrainers(t, w)).toEqual([]);
    const slots = await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-04&staff_member=${w.trainer.id}&service_id=${w.service.id}`, { token: w.token });
    expectFailure(slots, 404);
    const refused = await book(t, w, '2026-03-04', '10:00 AM');
    expectFailure(refused, 400);
    expect(refused.body.error).toBe('This trainer no longer takes appointments. Please choose another trainer.');
    const mine = await rest(t, 'GET', 'abc/get_appointments/', { token: w.token });
    expect(mine.body.appointments.map((a: { canceled: boolean; start_time: string }) => [a.start_time, a.canceled])).toEqual([['2026-03-03T09:00:00.000Z', false]]);

    const back = await t.gql(UPDATE, { input: { id, active: true } }, { token });
    expect(back.body.data.updateAppointmentTrainer.appointmentTrainer.active).toBe(true);
    expect((await memberTrainers(t, w)).map((tr) => tr.staff_member_id)).toEqual([w.trainer.id]);
    expect((await book(t, w, '2026-03-04', '10:00 AM')).status).toBe(200);
  });

  it('an unknown or undecodable trainer answers NOT_FOUND; staff without appointments.edit are turned away', async () => {
    const w = await ptWorld(t);
    const token = await adminToken(t);
    for (const id of [gid('AppointmentTrainerNode', 999_999), gid('AppointmentTrainerNode', w.member.id), 'x']) {
      expect(errorOf(await t.gql(UPDATE, { input: { id, active: false } }, { token }))).toEqual({ code: 'NOT_FOUND', message: 'This trainer could not be found.' });
    }
    const instructor = (await t.make.session(await t.make.staff({ staffRoles: ['INSTRUCTOR'] }))).token;
    expect(errorOf(await t.gql(UPDATE, { input: { id: gid('AppointmentTrainerNode', w.trainer.id), active: false } }, { token: instructor })).code).toBe('PERMISSION_DENIED');
    expect((await memberTrainers(t, w)).length).toBe(1);
  });
});

describe('personal training: trainer photos', () => {
  const t = ptTestAppPerFile();

  it('staff who edit trainers upload a photo, set it, replace it and remove it; members see it in the trainer list', async () => {
    const w = await ptWorld(t);
    const frontDesk = (await t.make.session(await t.make.staff({ staffRoles: ['FRONT_DESK'] }))).token;
    const id = gid('AppointmentTrainerNode', w.trainer.id);
    const first = await uploadPhoto(t, frontDesk);
    expect(first.statusCode).toBe(200);
    const { url } = first.json<{ url: string }>();

    const set = await t.gql(UPDATE, { input: { id, urlImageThumbnail: url } }, { token: frontDesk });
    expect(set.body.data.updateAppointmentTrainer.appointmentTrainer).toMatchObject({ active: true, urlImageThumbnail: url });
    expect((await memberTrainers(t, w))[0]!.urlImageThumbnailSmall).toBe(url);
    const served = await t.server.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');

    const other = await uploadPhoto(t, frontDesk);
    const replaced = other.json<{ url: string }>().url;
    await t.gql(UPDATE, { input: { id, urlImageThumbnail: replaced } }, { token: frontDesk });
    expect((await memberTrainers(t, w))[0]!.urlImageThumbnailSmall).toBe(replaced);

    const removed = await t.gql(UPDATE, { input: { id, urlImageThumbnail: '' } }, { token: frontDesk });
    expect(removed.body.data.updateAppointmentTrainer.appointmentTrainer.urlImageThumbnail).toBe('');
    expect((await memberTrainers(t, w))[0]!.urlImageThumbnailSmall).toBe('');
  });

  it('refuses a photo that is not an image of the club, and an upload by staff who may not edit trainers', async () => {
    const w = await ptWorld(t);
    const admin = await adminToken(t);
    const id = gid('AppointmentTrainerNode', w.trainer.id);
    for (const url of ['https://example.com/me.png', `/${t.make.defaultClubSlug()}/d/api/images/999999-0123456789abcdef0123`]) {
      const answer = await t.gql(UPDATE, { input: { id, urlImageThumbnail: url } }, { token: admin });
      expect(errorOf(answer)).toEqual({ code: 'VALIDATION_FAILED', message: 'Please upload the image first.' });
      expect(answer.body.errors![0]!.extensions).toMatchObject({ fields: { urlImageThumbnail: 'Please upload the image first.' } });
    }
    const instructor = (await t.make.session(await t.make.staff({ staffRoles: ['INSTRUCTOR'] }))).token;
    expect((await uploadPhoto(t, instructor)).statusCode).toBe(403);
    expect((await memberTrainers(t, w))[0]!.urlImageThumbnailSmall).toBe('');
  });
});
