import type { Selectable } from 'kysely';
import type { AccountsTable } from '../../platform/db/tables/core.js';

export type Account = Selectable<AccountsTable>;
