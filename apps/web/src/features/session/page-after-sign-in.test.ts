import { describe, expect, it } from 'vitest';
import { pageAfterSignIn } from './page-after-sign-in.js';

const member = { user: { staffRoles: [] }, kioskPaired: false };
const frontDesk = { user: { staffRoles: ['FRONT_DESK' as const] }, kioskPaired: false };

describe('the page after signing in', () => {
  it('is the stored back office page for staff, and the schedule for a member or an unread session', () => {
    for (const page of ['/backoffice', '/backoffice/', '/backoffice/schedule/classes?sort=date#top', '/BackOffice/finance']) {
      expect(pageAfterSignIn(page, frontDesk)).toBe(page);
      expect(pageAfterSignIn(page, member)).toBe('/book-your-spot');
      expect(pageAfterSignIn(page, { user: null, kioskPaired: false })).toBe('/book-your-spot');
    }
  });

  it('is the stored check-in page only in a paired kiosk, whoever signs in', () => {
    for (const page of ['/checkin', '/checkin/classes/abc']) {
      expect(pageAfterSignIn(page, frontDesk)).toBe('/book-your-spot');
      expect(pageAfterSignIn(page, { ...member, kioskPaired: true })).toBe(page);
    }
  });

  it("keeps any member's page, and pages that merely start like an area", () => {
    for (const page of ['/user/profile', '/book-your-spot/book/1/2026-05-01/', '/shop/classpasses', '/user/welcome', '/backoffices', '/checkins/today']) {
      expect(pageAfterSignIn(page, member)).toBe(page);
    }
  });
});
