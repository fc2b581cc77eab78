import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../auth/actor.js';
import type { Club } from '../clubs/club.js';
import { changeOrganization, saveRow, type SaveTarget } from './organization-item.js';
import { assertNoFieldErrors, nameError } from './organization-rules.js';
import { insertRow, updateRow } from './organization.repository.js';

/** Creates or changes a level (beginner, advanced …). */
export function saveLevel(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: { name: string }): Promise<number> {
  return changeOrganization(app, club, actor, (trx) => {
    assertNoFieldErrors({ name: nameError(input.name) });
    const values = { name: input.name.trim() };
    return saveRow(
      target,
      () => insertRow(trx, 'organizationLevels', club.id, values),
      (id) => updateRow(trx, 'organizationLevels', club.id, id, values),
    );
  });
}
