import type { CurrentUser } from './current-user.js';

/**
 * Who may open the staff areas (back office, check-in kiosk). The server's permission system is being
 * rebuilt; until the web app can ask it, an account flagged as employee or instructor counts as staff.
 * The server still checks every staff operation itself: this only decides what the screens offer.
 */
export function isStaff(user: Pick<CurrentUser, 'employee' | 'instructor'>): boolean {
  return user.employee || user.instructor;
}
