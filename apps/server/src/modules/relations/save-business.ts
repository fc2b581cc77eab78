import { BUSINESS_RELATION_RULES, normalizeVatId, type BusinessRelationValues } from '@kiai/shared';
import type { AppContext } from '../../platform/app-context.js';
import { requirePermission, type Actor } from '../../platform/access-policy.js';
import { AppError, assertValidFields } from '../../platform/errors.js';
import type { Club } from '../clubs/index.js';
import { BUSINESS_NOT_FOUND } from './business.js';
import { insertBusiness, updateBusiness } from './business.repository.js';

/** Trimmed values, the VAT id normalized (NL123456789B01), as they are stored. */
function storedValues(input: BusinessRelationValues): BusinessRelationValues {
  const trimmed = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value.trim()])) as unknown as BusinessRelationValues;
  return { ...trimmed, vatId: normalizeVatId(trimmed.vatId) };
}

/**
 * Adds a business relation ('new') or changes one of the club's (relations.businesses.edit); every field is
 * checked with the form's rules, each refusal naming its field. Answers the relation's id.
 */
export async function saveBusiness(app: AppContext, club: Club, actor: Actor | null, target: number | null | 'new', input: BusinessRelationValues): Promise<number> {
  requirePermission(actor, 'relations.businesses.edit');
  assertValidFields(input, BUSINESS_RELATION_RULES);
  const values = storedValues(input);
  const id = await app.db.transaction().execute(async (trx) => {
    if (target === 'new') return insertBusiness(trx, club.id, values);
    return target !== null && (await updateBusiness(trx, club.id, target, values)) ? target : null;
  });
  if (id === null) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return id;
}

/** Archives a relation (it leaves the pickers; expenses and invoices keep it) or brings it back. */
export async function archiveBusiness(app: AppContext, club: Club, actor: Actor | null, id: number | null, archived: boolean): Promise<number> {
  requirePermission(actor, 'relations.businesses.edit');
  const changed = id !== null && (await app.db.transaction().execute((trx) => updateBusiness(trx, club.id, id, { archived })));
  if (!changed) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return id;
}
