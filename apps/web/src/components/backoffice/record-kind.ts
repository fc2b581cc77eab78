import type { Permission } from '@kiai/shared';

/**
 * One kind of back-office record with a list and a page each (levels, locations, and the areas after them): where
 * its list is, what its pages and messages call it, and who may change it. The list, detail and write helpers
 * (`record-list-page.tsx`, `record-detail-page.tsx`, `use-record-writes.ts`) take their texts from here.
 */
export interface RecordKind {
  /** The list's URL; a record's page is `<list>/<id>`, a new one's `<list>/new`. */
  list: string;
  /** The list's title ('Class pass groups'); lower case, its caption and error text. */
  plural: string;
  /** A record's title until it loads ('Class pass group'); lower case, 'New …' and its error text. */
  singular: string;
  /** What the add button and the messages call one ('Add group', 'Group saved'); the singular if left out. */
  short?: string;
  /** Staff without it only look: the same pages, read-only, without add, save or archive. */
  editPermission: Permission;
}

export const recordHref = (kind: RecordKind, id: string): string => `${kind.list}/${encodeURIComponent(id)}`;

export const shortName = (kind: RecordKind): string => kind.short ?? kind.singular;

/** The kinds of one area: their lists under `base`, changed by staff holding `editPermission`. */
export const kindsUnder =
  (base: string, editPermission: Permission) =>
  (path: string, plural: string, singular: string, short?: string): RecordKind => ({ list: `${base}/${path}`, plural, singular, short, editPermission });
