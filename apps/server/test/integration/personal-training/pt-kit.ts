import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import type { Account } from '../../../src/modules/account-records/account.js';
import type { AccountClasspass, OrganizationClasspass } from '../../../src/modules/classpasses/classpass.js';
import type { AppointmentService } from '../../../src/modules/personal-training/personal-training.repository.js';

export interface RestAnswer {
  status: number;
  body: any;
}

/** Calls a REST route under /<club>/d/ as the server would be called from outside. */
export async function rest(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; club?: string; rawBody?: string } = {},
): Promise<RestAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `JWT ${options.token}`;
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const res = await t.server.inject({
    method,
    url: `/${options.club ?? t.make.defaultClubSlug()}/d/${path}`,
    headers,
    ...(options.rawBody !== undefined ? { payload: options.rawBody } : options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A failure in the contract's shape: a 4xx with {success: false, error}. */
export function expectFailure(answer: RestAnswer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.success).toBe(false);
  expect(typeof answer.body.error).toBe('string');
  expect(answer.body.error.length).toBeGreaterThan(0);
}

/** One test app per file, at the test clock's default (Monday 2 March 2026, 10:00 in Amsterdam). */
export function ptTestAppPerFile(now?: Date): TestApp {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await createTestApp(now ? { now } : {});
    await holder.t.make.defaultClub();
  });
  afterAll(async () => {
    await holder.t.close();
  });
  return new Proxy({} as TestApp, { get: (_target, key) => holder.t[key as keyof TestApp] });
}

export interface PtWorld {
  trainer: Account;
  service: AppointmentService;
  product: OrganizationClasspass;
  member: Account;
  pass: AccountClasspass;
  token: string;
}

/** A trainer (Monday to Friday 09:00–17:00), a service paid by a 5-session pass, and a signed-in member holding one. */
export async function ptWorld(t: TestApp, serviceFields: Partial<AppointmentService> = {}): Promise<PtWorld> {
  const trainer = await t.make.trainer();
  const product = await t.make.classpassProduct({ name: 'PT 5 sessions', classes: 5 });
  const service = await t.make.appointmentService({ trainers: [trainer], classpassProducts: [product], ...serviceFields });
  const member = await t.make.member();
  const pass = await t.make.accountClasspass(member, product, '2026-03-01');
  const { token } = await t.make.session(member);
  return { trainer, service, product, member, pass, token };
}
