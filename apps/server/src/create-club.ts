import { z } from 'zod';
import { AppError } from './platform/errors.js';
import type { Db } from './platform/db/database.js';
import { findClubBySlug, insertClub, type Club } from './modules/clubs/index.js';
import { insertFinanceDefaults } from './modules/finance/index.js';
import { isTimeZone } from '@kiai/shared';

// Paths the server itself uses at the top level can never be a club's base path.
const RESERVED_SLUGS = new Set(['static', 'graphql', 'd', 'api', 'health', 'assets']);

export const createClubInput = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Use 2–63 lower-case letters, digits and dashes')
    .refine((s) => !RESERVED_SLUGS.has(s), 'This name is reserved'),
  name: z.string().trim().min(2).max(200),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone').default('Europe/Amsterdam'),
  currencySymbol: z.string().min(1).max(5).default('€'),
});
export type CreateClubInput = z.input<typeof createClubInput>;

/** Adds a club under its own base path, with what its shop needs to sell (shop sales invoice group, payment methods). */
export async function createClub(db: Db, input: CreateClubInput): Promise<Club> {
  const parsed = createClubInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_FAILED', `${issue.path.join('.')}: ${issue.message}`);
  }
  if (await findClubBySlug(db, parsed.data.slug)) {
    throw new AppError('CONFLICT', `A club with slug "${parsed.data.slug}" already exists`);
  }
  const add = async (trx: Db) => {
    const club = await insertClub(trx, parsed.data);
    await insertFinanceDefaults(trx, club.id);
    return club;
  };
  // Callers in a transaction (the seed) keep it; anyone else gets one, so a club is added whole or not at all.
  return db.isTransaction ? add(db) : db.transaction().execute(add);
}
