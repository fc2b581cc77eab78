import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts.js';

export { DEMO_ACCOUNTS };

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** One server (one database) serves the whole run: every test that creates an account uses a new email. */
export function newAccount(firstName = 'Robin'): Account {
  const id = randomUUID().slice(0, 8);
  return { email: `e2e-${id}@example.test`, password: `Speed-Rope-${id}-Jump`, firstName, lastName: `Tester ${id}` };
}

export const fullName = (account: Pick<Account, 'firstName' | 'lastName'>) => `${account.firstName} ${account.lastName}`;
