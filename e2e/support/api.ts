import type { APIRequestContext } from '@playwright/test';
import type { Account } from './accounts.js';
import { CLUB } from './env.js';

/** What sends the API calls: a Playwright page (its baseURL, the test server) or a request context of another server. */
export interface ApiClient {
  request: APIRequestContext;
}

/** Sends one GraphQL operation to the demo club as `token`'s account (anonymous without one); resolves `data` or throws the errors. */
export async function graphql<T>(page: ApiClient, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await page.request.post(`/${CLUB}/d/graphql/`, { data: { query, variables }, headers: token ? { authorization: `JWT ${token}` } : {} });
  const body = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A session token of the account, for calls the test makes beside the browser. */
export async function tokenOf(page: ApiClient, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const data = await graphql<{ tokenAuth: { token: string } }>(
    page,
    'mutation($username: String!, $password: String!) { tokenAuth(username: $username, password: $password) { token } }',
    { username: account.email, password: account.password },
  );
  return data.tokenAuth.token;
}

/** The id of a pass on sale, by name. */
export async function shopClasspassId(page: ApiClient, name: string): Promise<string> {
  const data = await graphql<{ organizationClasspasses: { edges: { node: { id: string; name: string } }[] } }>(
    page,
    '{ organizationClasspasses(first: 100, archived: false, displayShop: true) { edges { node { id name } } } }',
  );
  const pass = data.organizationClasspasses.edges.find((edge) => edge.node.name === name);
  if (!pass) throw new Error(`No pass named ${name} on sale`);
  return pass.node.id;
}

/** An unpaid order of the account for the named pass, placed through the API; its id and number. */
export async function placeOrder(page: ApiClient, token: string, passName: string): Promise<{ id: string; orderNumber: number }> {
  const data = await graphql<{ createFinanceOrder: { financeOrder: { id: string; orderNumber: number } } }>(
    page,
    'mutation($input: CreateFinanceOrderInput!) { createFinanceOrder(input: $input) { financeOrder { id orderNumber } } }',
    { input: { organizationClasspass: await shopClasspassId(page, passName), message: '' } },
    token,
  );
  return data.createFinanceOrder.financeOrder;
}

/** A REST call of the member portal (`/<club>/d/<path>`) as `token`'s account; resolves the JSON answer or throws it. */
export async function rest<T>(page: ApiClient, method: 'GET' | 'POST', path: string, token: string, body?: Record<string, unknown>): Promise<T> {
  const response = await page.request.fetch(`/${CLUB}/d/${path}`, { method, headers: { authorization: `JWT ${token}` }, ...(body ? { data: body } : {}) });
  const answer = (await response.json()) as T & { success?: boolean };
  if (!response.ok() || answer.success === false) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** 'hh:mm A' (a slot of the portal's API) → 'HH:mm'. */
function slotTime(slot: string): string {
  const [, hh = '0', mm = '00', half = 'AM'] = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(slot.trim()) ?? [];
  const hour = (Number(hh) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${mm}`;
}

/**
 * Books a personal-training appointment as the member would, through the portal's REST API: the service and
 * trainer by name, with the member's first pass for it, at the last free time of the first of `dates` that has
 * one (the last, so tests booking the same trainer meanwhile rarely want the same time). Answers the date and
 * the start as 'HH:mm' on the club's clock.
 */
export async function bookAppointment(
  page: ApiClient,
  token: string,
  { service, trainer, dates }: { service: string; trainer: string; dates: string[] },
): Promise<{ date: string; time: string }> {
  const { services } = await rest<{ services: { id: number; name: string }[] }>(page, 'GET', 'abc/get_services/', token);
  const serviceId = services.find((s) => s.name === service)?.id;
  if (serviceId === undefined) throw new Error(`No service named ${service}`);
  const { data } = await rest<{ data: { staff: { staff_member_id: number; name: string }[] } }>(page, 'GET', `abc/get_service/${serviceId}/`, token);
  const trainerId = data.staff.find((s) => s.name === trainer)?.staff_member_id;
  if (trainerId === undefined) throw new Error(`${trainer} does not give ${service}`);
  const options = await rest<{ data: { available_passes: { accountClassPass_id: number }[] } }>(page, 'POST', 'abc/book_appointment/', token, { service_id: serviceId });
  const pass = options.data.available_passes[0];
  if (!pass) throw new Error(`The member holds no pass for ${service}`);
  const refused: string[] = [];
  for (const date of dates) {
    // A date the trainer does not work (a weekend for Rafael) is refused outright (400, BOOKING_NOT_OPEN) rather
    // than listed without slots: the next date is tried, as for a full day.
    const response = await page.request.fetch(`/${CLUB}/d/abc/get_available_slots/?selected_date=${date}&staff_member=${trainerId}&service_id=${serviceId}`, { headers: { authorization: `JWT ${token}` } });
    const answer = (await response.json()) as { success?: boolean; code?: string; message?: string; available_slots?: string[] };
    if (response.status() === 400 && answer.code === 'BOOKING_NOT_OPEN') {
      refused.push(`${date}: ${answer.message ?? ''}`);
      continue;
    }
    if (!response.ok() || answer.success === false) throw new Error(`GET abc/get_available_slots/ on ${date}: ${JSON.stringify(answer)}`);
    const slot = answer.available_slots?.at(-1);
    if (slot === undefined) continue;
    await rest(page, 'POST', 'abc/create_appointment/', token, { service_id: serviceId, staff_member: trainerId, date, start_time: slot, classpass_id: pass.accountClassPass_id });
    return { date, time: slotTime(slot) };
  }
  throw new Error(`${trainer} has no free time on ${dates.join(', ')}${refused.length > 0 ? ` (refused: ${refused.join('; ')})` : ''}`);
}
