import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';
import type { GroupTable } from './organization.repository.js';

/** The use case that creates or changes a class pass or subscription group (products join it on their own form). */
export function saveProductGroup(table: GroupTable) {
  return (app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: { name: string; description: string }): Promise<number> =>
    changeOrganization(app, club, actor, (trx) => {
      assertValidFields(input, NAMED_ITEM_RULES);
      const values = { name: input.name.trim(), description: input.description };
      return saveTableRow(trx, table, club.id, target, values);
    });
}
