import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../src/platform/app-context.js';
import { createClub } from '../../src/modules/clubs/create-club.js';
import type { Club } from '../../src/modules/clubs/club.js';
import { insertAccount } from '../../src/modules/accounts/account.repository.js';
import type { Account } from '../../src/modules/accounts/account.js';
import { hashPassword } from '../../src/modules/auth/password-hash.js';

export const DEFAULT_PASSWORD = 'Correct-Horse-Battery-9';

let cachedDefaultHash: Promise<string> | undefined;

/** Test data builders: every test makes exactly the rows it needs. */
type AccountOverrides = Partial<Omit<Account, 'id'>> & { password?: string; club?: Club };

export function createFactories(app: AppContext) {
  let defaultClub: Club | undefined;
  let seq = 0;
  const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

  const factories = {
    async club(overrides: Partial<Parameters<typeof createClub>[1]> = {}): Promise<Club> {
      const club = await createClub(app.db, { slug: `club-${unique()}`, name: 'Test Club', ...overrides });
      defaultClub ??= club;
      return club;
    },
    async defaultClub(): Promise<Club> {
      return defaultClub ?? factories.club({ slug: 'testclub', name: 'Test Club' });
    },
    defaultClubSlug(): string {
      if (!defaultClub) throw new Error('call make.defaultClub() (or make.member()) first');
      return defaultClub.slug;
    },
    /** A member (or staff, with role) who can sign in with DEFAULT_PASSWORD unless another is given. */
    async account(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      const club = overrides.club ?? (await factories.defaultClub());
      const { password = DEFAULT_PASSWORD, club: _club, ...fields } = overrides;
      const passwordHash =
        password === DEFAULT_PASSWORD ? await (cachedDefaultHash ??= hashPassword(DEFAULT_PASSWORD)) : await hashPassword(password);
      const account = await insertAccount(app.db, {
        email: `member-${unique()}@example.test`,
        firstName: 'Mia',
        lastName: 'Member',
        emailVerifiedAt: app.clock.now(),
        passwordHash,
        ...fields,
        clubId: club.id,
      });
      return { ...account, password };
    },
    member(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      return factories.account({ role: 'MEMBER', ...overrides });
    },
    staff(overrides: AccountOverrides = {}): Promise<Account & { password: string }> {
      return factories.account({ role: 'STAFF', permissions: ['*'], employee: true, ...overrides });
    },
  };
  return factories;
}

export type Factories = ReturnType<typeof createFactories>;
