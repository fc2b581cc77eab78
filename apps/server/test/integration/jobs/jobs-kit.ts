import type { StaffRole } from '@kiai/shared';
import type { Club } from '../../../src/modules/clubs/club.js';
import type { TestApp } from '../../support/test-app.js';

export const AUTOMATION_JOBS = `query Jobs($status: AutomationJobStatus, $name: String, $first: Int, $after: String) {
  automationJobs(status: $status, name: $name, first: $first, after: $after) {
    edges { node { id name status attempts createdAt startedAt completedAt nextAttemptAt log { at message } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const REVOKE_JOB = `mutation Revoke($id: ID!) { revokeAutomationJob(input: { id: $id }) { job { id status log { message } } } }`;

/** The API's id of a pg-boss job id. */
export function globalJobId(id: string): string {
  return Buffer.from(`AutomationJobNode:${id}`).toString('base64');
}

export interface JobView {
  id: string;
  name: string;
  status: string;
  attempts: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  nextAttemptAt: string | null;
  log: { at: string; message: string }[];
}

/** The club's jobs as the staff member with this token sees them through the API. */
export async function jobsSeenBy(t: TestApp, token: string, variables: Record<string, unknown> = {}, club?: string): Promise<JobView[]> {
  const res = await t.gql(AUTOMATION_JOBS, variables, { token, ...(club ? { club } : {}) });
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.automationJobs.edges.map((e: { node: JobView }) => e.node);
}

/** A signed-in staff member with these roles of the test app's default club (or the given one). */
export async function staffToken(t: TestApp, staffRoles: StaffRole[] = ['ADMIN'], club?: Club): Promise<string> {
  const staff = await t.make.staff({ staffRoles, ...(club ? { club } : {}) });
  return (await t.make.session(staff)).token;
}
