import type { AppContext } from '../../platform/app-context.js';
import type { Actor } from '../../platform/access-policy.js';
import type { Club } from '../clubs/index.js';
import { assertClubImageUrlOrNone } from '../images/index.js';
import { changeOrganization, saveTableRow, type SaveTarget } from './organization-item.js';
import { NAMED_ITEM_RULES } from '@kiai/shared';
import { assertValidFields } from '../../platform/errors.js';

export interface ClasstypeInput {
  name: string;
  descriptionTitle: string;
  description: string;
  /** '' for none, else the URL of an image uploaded to this club (POST /<club>/d/api/images/?for=classtype) */
  urlImage: string;
  displayPublic: boolean;
  /** a full class of this type offers its waitlist */
  waitlist: boolean;
}

/** Creates or changes a class type, with its picture. */
export function saveClasstype(app: AppContext, club: Club, actor: Actor | null, target: SaveTarget, input: ClasstypeInput): Promise<number> {
  return changeOrganization(app, club, actor, async (trx) => {
    assertValidFields(input, NAMED_ITEM_RULES);
    await assertClubImageUrlOrNone(trx, club, 'urlImage', input.urlImage);
    const values = { ...input, name: input.name.trim() };
    return saveTableRow(trx, 'organizationClasstypes', club.id, target, values);
  });
}
