import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../../../src/seed/seed-demo-club.js';
import { DEMO_ACCOUNTS } from '../../../src/seed/demo-accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { rest } from './pt-kit.js';

describe('the demo club’s personal training', () => {
  let t: TestApp;
  // The demo is seeded into an empty database only.
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-03-02T09:00:00Z') });
  });
  afterAll(() => t.close());

  it('offers two services by two trainers (Carmen off on Wednesdays), and the demo member can book one at once', async () => {
    const club = await seedDemoClub(t.app);
    expect(club).toBeDefined();
    const member = await t.app.db.selectFrom('accounts').selectAll().where('clubId', '=', club!.id).where('email', '=', DEMO_ACCOUNTS.member.email).executeTakeFirstOrThrow();
    const { token } = await t.make.session(member);
    const services = await rest(t, 'GET', 'abc/get_services/', { token, club: club!.slug });
    expect(services.body.services.map((s: { name: string; price: string }) => [s.name, s.price])).toEqual([
      ['Pad work session (30 min)', '25.00'],
      ['Personal training (60 min)', '45.00'],
    ]);
    const hour = services.body.services[1];
    const service = await rest(t, 'GET', `abc/get_service/${hour.id}/`, { token, club: club!.slug });
    expect(service.body.data.staff.map((s: { name: string }) => s.name)).toEqual(['Carmen Coach', 'Rafael Ortega']);
    const carmen = service.body.data.staff[0].staff_member_id;
    expect((await rest(t, 'GET', `abc/get_non_working_days/?staff_member=${carmen}`, { token, club: club!.slug })).body.non_working_days).toEqual([0, 3]);

    const options = await rest(t, 'POST', 'abc/book_appointment/', { token, club: club!.slug, body: { service_id: hour.id } });
    expect(options.body.data.allowed).toBe(true);
    const pass = options.body.data.available_passes[0];
    expect(pass).toMatchObject({ title: 'Personal training 5 sessions', classesRemainingDisplay: '5' });
    const slots = await rest(t, 'GET', `abc/get_available_slots/?selected_date=2026-03-03&staff_member=${carmen}&service_id=${hour.id}`, { token, club: club!.slug });
    expect(slots.body.available_slots[0]).toBe('09:00 AM');
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token,
      club: club!.slug,
      body: { service_id: hour.id, staff_member: carmen, date: '2026-03-03', start_time: slots.body.available_slots[0], classpass_id: pass.accountClassPass_id },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  });
});
