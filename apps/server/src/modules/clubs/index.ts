// The front door of clubs: the only file that code outside the module imports (checked by dependency-cruiser).
export { clubCacheOf } from './club-cache.js';
export type { Club } from './club.js';
export { findClubById, findClubBySlug, insertClub, listClubs, lockClubSeeding, updateClub } from './club.repository.js';
