import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import { findOrder } from '../../../src/modules/finance/order.repository.js';
import type { AppointmentService } from '../../../src/modules/personal-training/personal-training.repository.js';
import type { TestApp } from '../../support/test-app.js';
import { gid } from '../booking/booking-kit.js';
import { buyer, CREATE_ORDER, createPaymentsTestApp, paymentLink, placeOrder, type Buyer, type PlacedOrder } from '../payments/payment-kit.js';
import { rest } from './pt-kit.js';

const CHOOSE = `mutation($sessionId: String!, $outcome: PaymentTestCheckoutOutcome!) {
  completePaymentTestCheckout(sessionId: $sessionId, outcome: $outcome) { redirectPath message }
}`;
const DELETE_ORDER = `mutation($input: DeleteFinanceOrderInput!) { deleteFinanceOrder(input: $input) { ok } }`;
const ORDER_TOTAL = `query($id: ID!) { financeOrder(id: $id) { id status total items { edges { node { productName description } } } } }`;

// The test clock: Monday 2 March 2026, 10:00 in Amsterdam. The trainer works Monday to Friday 09:00–17:00.
const DATE = '2026-03-03';

// A personal-training session paid on its own (issue 24): ordered from the wizard, paid through the checkout a
// class pass uses, and booked by the order's delivery, once.
describe('personal training paid per session', () => {
  let t: TestApp;
  let trainer: Account;
  let service: AppointmentService;
  let product: OrganizationClasspass;

  beforeAll(async () => {
    t = await createPaymentsTestApp(null);
    trainer = await t.make.trainer();
    product = await t.make.classpassProduct({ name: 'PT 5 sessions', classes: 5, price: '200.00' });
    service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product], price: '30.00', soldPerSession: true });
  });
  afterAll(() => t.close());

  const session = (startTime: string, overrides: Record<string, unknown> = {}) => ({ service: String(service.id), trainer: String(trainer.id), date: DATE, startTime, ...overrides });

  async function orderSession(b: Buyer, startTime: string, overrides: Record<string, unknown> = {}) {
    return t.gql(CREATE_ORDER, { input: { appointment: session(startTime, overrides), message: '' } }, { token: b.token });
  }

  async function placeSession(b: Buyer, startTime: string): Promise<PlacedOrder> {
    const { body } = await orderSession(b, startTime);
    const id = body.data?.createFinanceOrder?.financeOrder?.id as string | undefined;
    if (!id) throw new Error(`order failed: ${JSON.stringify(body.errors)}`);
    return { gid: id, id: Number(Buffer.from(id, 'base64').toString().split(':')[1]) };
  }

  /** Opens the order's test checkout and picks an outcome there, as the member does; then the queued events run. */
  async function pay(b: Buyer, order: PlacedOrder, outcome: 'PAY' | 'CANCEL' | 'DECLINE'): Promise<void> {
    const link = await paymentLink(t, b, order);
    const sessionId = link.slice(link.lastIndexOf('/') + 1);
    const { body } = await t.gql(CHOOSE, { sessionId, outcome }, { token: b.token });
    expect(body.errors).toBeUndefined();
    await t.runJobs();
  }

  const appointmentsOfOrder = (orderId: number) => t.app.db.selectFrom('appointments').selectAll().where('financeOrderId', '=', orderId).execute();
  const status = async (order: PlacedOrder) => (await findOrder(t.app.db, (await t.make.defaultClub()).id, order.id))?.status;

  async function slotsOfDay(token: string): Promise<string[]> {
    const answer = await rest(t, 'GET', `abc/get_available_slots/?selected_date=${DATE}&staff_member=${trainer.id}&service_id=${service.id}`, { token });
    return answer.body.available_slots as string[];
  }

  it('the order charges the service’s price; once paid, delivery books the session exactly once, with no pass', async () => {
    const b = await buyer(t);
    const order = await placeSession(b, '10:00 AM');
    const read = await t.gql(ORDER_TOTAL, { id: order.gid }, { token: b.token });
    expect(read.body.data?.financeOrder).toMatchObject({
      status: 'RECEIVED',
      total: '30.00',
      items: { edges: [{ node: { productName: 'Personal training', description: expect.stringMatching(/^.+, Tuesday, March 3 2026, 10:00–11:00$/) } }] },
    });
    expect(await appointmentsOfOrder(order.id)).toHaveLength(0);

    await pay(b, order, 'PAY');
    expect(await status(order)).toBe('DELIVERED');
    const [appointment, ...more] = await appointmentsOfOrder(order.id);
    expect(more).toHaveLength(0);
    expect(appointment).toMatchObject({ accountId: b.account.id, trainerAccountId: trainer.id, accountClasspassId: null, canceled: false });
    expect(appointment!.startsAt.toISOString()).toBe('2026-03-03T09:00:00.000Z');

    // The success page's reads and a repeated event deliver nothing more.
    await t.gql(ORDER_TOTAL, { id: order.gid }, { token: b.token });
    await t.runJobs({ ignoreBackoff: true });
    expect(await appointmentsOfOrder(order.id)).toHaveLength(1);
    const mine = await rest(t, 'GET', 'abc/get_appointments/', { token: b.token });
    expect(mine.body.appointments).toEqual([expect.objectContaining({ service_name: 'Personal training', start_time: '2026-03-03T09:00:00.000Z', canceled: false })]);
    expect(await slotsOfDay(b.token)).not.toContain('10:00 AM');
  });

  it('a cancelled or declined payment books nothing and leaves the slot free', async () => {
    const b = await buyer(t);
    const order = await placeSession(b, '01:00 PM');
    await pay(b, order, 'DECLINE');
    await pay(b, order, 'CANCEL');
    // The cancel page deletes the unpaid order.
    expect((await t.gql(DELETE_ORDER, { input: { id: order.gid, fromUser: true } }, { token: b.token })).body.errors).toBeUndefined();
    await t.runJobs({ ignoreBackoff: true });
    expect(await status(order)).toBe('CANCELLED');
    expect(await appointmentsOfOrder(order.id)).toHaveLength(0);
    expect(await slotsOfDay(b.token)).toContain('01:00 PM');
  });

  it('another member can neither pay, read nor cancel the order', async () => {
    const b = await buyer(t);
    const order = await placeSession(b, '02:00 PM');
    const stranger = await buyer(t);
    const link = await t.gql(`mutation($id: ID!) { createFinanceOrderPaymentLinkStripe(id: $id) { financeOrderPaymentLink { paymentLink } } }`, { id: order.gid }, { token: stranger.token });
    expect(link.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(ORDER_TOTAL, { id: order.gid }, { token: stranger.token })).body.data?.financeOrder ?? null).toBeNull();
    expect((await t.gql(DELETE_ORDER, { input: { id: order.gid, fromUser: true } }, { token: stranger.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ownLink = await paymentLink(t, b, order);
    const sessionId = ownLink.slice(ownLink.lastIndexOf('/') + 1);
    expect((await t.gql(CHOOSE, { sessionId, outcome: 'PAY' }, { token: stranger.token })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.runJobs();
    expect(await status(order)).toBe('AWAITING_PAYMENT');
    expect(await appointmentsOfOrder(order.id)).toHaveLength(0);
  });

  it('the price is never the client’s, and only a free slot of a service sold per session can be ordered', async () => {
    const b = await buyer(t);
    const withPrice = await t.gql(CREATE_ORDER, { input: { appointment: { ...session('03:00 PM'), price: '0.01' }, message: '' } }, { token: b.token });
    expect(withPrice.body.errors?.[0]?.message).toMatch(/price/);
    const passOnly = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product] });
    const refused = await orderSession(b, '03:00 PM', { service: String(passOnly.id) });
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'This service cannot be paid per session. Please choose a pass.', extensions: { code: 'VALIDATION_FAILED' } });
    expect((await orderSession(b, '03:00 PM', { service: 'AppointmentServiceNode:x' })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherTrainer = await t.make.trainer();
    expect((await orderSession(b, '03:00 PM', { trainer: gid('AppointmentTrainerNode', otherTrainer.id) })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await orderSession(b, '07:00 PM')).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await orderSession(b, '10:00 AM', { date: '2026-03-02' })).body.errors?.[0]?.extensions?.code).toBe('BOOKING_NOT_OPEN');
    const both = await t.gql(CREATE_ORDER, { input: { appointment: session('03:00 PM'), organizationClasspass: gid('OrganizationClasspassNode', product.id) } }, { token: b.token });
    expect(both.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('a slot taken while the member paid is not booked twice: the order fails delivery and is refunded', async () => {
    const b = await buyer(t);
    const order = await placeSession(b, '11:00 AM');
    const rival = await buyer(t);
    const pass = await t.make.accountClasspass(rival.account, product, '2026-03-01');
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token: rival.token,
      body: { service_id: service.id, staff_member: trainer.id, date: DATE, start_time: '11:00 AM', classpass_id: pass.id },
    });
    expect(booked.status).toBe(200);
    await pay(b, order, 'PAY');
    const club = await t.make.defaultClub();
    expect(await findOrder(t.app.db, club.id, order.id)).toMatchObject({ status: 'DELIVERY_ERROR', deliveryError: 'This time is not available. Please choose another time.', refundStatus: expect.any(String) });
    expect(await appointmentsOfOrder(order.id)).toHaveLength(0);
    const atEleven = await t.app.db.selectFrom('appointments').select('id').where('trainerAccountId', '=', trainer.id).where('startsAt', '=', new Date('2026-03-03T10:00:00Z')).execute();
    expect(atEleven).toHaveLength(1);
  });

  it('staff sell a service per session in the back office; a member may order it from then on', async () => {
    const passOnly = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product], price: '35.00' });
    const b = await buyer(t);
    expect((await orderSession(b, '09:00 AM', { service: String(passOnly.id) })).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const UPDATE = `mutation($input: UpdateAppointmentServiceInput!) { updateAppointmentService(input: $input) { appointmentService { soldPerSession price } } }`;
    const input = { id: gid('AppointmentServiceNode', passOnly.id), soldPerSession: true };
    // A member cannot; an admin can.
    expect((await t.gql(UPDATE, { input }, { token: b.token })).body.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const admin = (await t.make.session(await t.make.staff({ staffRoles: ['ADMIN'] }))).token;
    expect((await t.gql(UPDATE, { input }, { token: admin })).body.data?.updateAppointmentService.appointmentService).toEqual({ soldPerSession: true, price: '35.00' });
    const { body } = await orderSession(b, '09:00 AM', { service: gid('AppointmentServiceNode', passOnly.id) });
    const order = await t.gql(ORDER_TOTAL, { id: body.data?.createFinanceOrder?.financeOrder?.id }, { token: b.token });
    expect(order.body.data?.financeOrder?.total).toBe('35.00');
  });

  it('a member without a pass is offered the passes that pay for the service; one bought books the next session', async () => {
    const b = await buyer(t);
    const options = await rest(t, 'POST', 'abc/book_appointment/', { token: b.token, body: { service_id: service.id } });
    expect(options.body.data).toMatchObject({
      allowed: false,
      available_passes: [],
      service_class: { price: '30.00', sold_per_session: true },
      passes_for_sale: [{ id: gid('OrganizationClasspassNode', product.id), name: 'PT 5 sessions', classes: 5, validity: 3, validity_unit: 'Months', price: '200.00' }],
    });
    const order = await placeOrder(t, b, product);
    await pay(b, order, 'PAY');
    const after = await rest(t, 'POST', 'abc/book_appointment/', { token: b.token, body: { service_id: service.id } });
    expect(after.body.data.allowed).toBe(true);
    const [pass] = after.body.data.available_passes as { accountClassPass_id: number }[];
    const booked = await rest(t, 'POST', 'abc/create_appointment/', {
      token: b.token,
      body: { service_id: service.id, staff_member: trainer.id, date: DATE, start_time: '04:00 PM', classpass_id: pass!.accountClassPass_id },
    });
    expect(booked.status).toBe(200);
  });
});
