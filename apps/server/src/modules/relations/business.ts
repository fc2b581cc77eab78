import { normalizeVatId, type BusinessRelationValues } from '@kiai/shared';

/** A business relation as the back office reads it: a supplier or a business customer. */
export interface BusinessRelation extends BusinessRelationValues {
  id: number;
  archived: boolean;
  createdAt: Date;
}

export const BUSINESS_NOT_FOUND = 'This business relation could not be found.';

/** What the list's search box matches: a part of the name, the email or the city, or the start of the VAT id. */
export interface BusinessSearch {
  /** lower case, LIKE's wildcards escaped, between % */
  containsPattern: string;
  /** normalized like a stored VAT id, ending in % */
  vatIdPattern: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search of a search box's text; null when it is empty (the whole list). */
export function businessSearch(text: string | null | undefined): BusinessSearch | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  return { containsPattern: `%${escapeLike(trimmed.toLowerCase())}%`, vatIdPattern: `${escapeLike(normalizeVatId(trimmed))}%` };
}
