import type { Selectable } from 'kysely';
import type { ClubsTable } from '../../platform/db/tables/core.js';

/** A club: its slug is its base path, every club-owned row carries its id. */
export type Club = Selectable<ClubsTable>;
