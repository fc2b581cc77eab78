import type { ListParams } from './use-list-params.js';

/** The lists' "Show" filter: current records by default, archived ones on request. */
export const ARCHIVED_OPTIONS = [{ value: 'archived', label: 'Archived' }];

export const showsArchived = (list: Pick<ListParams, 'filter'>): boolean => list.filter('show') === 'archived';
