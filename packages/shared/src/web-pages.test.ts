import { describe, expect, it } from 'vitest';
import { BACKOFFICE_PAGES, isWebPage, LOOKED_UP_PAGES, pagePath, PORTAL_PAGES, SHOP_PAGES } from './web-pages.js';

describe("the web app's pages", () => {
  it('fill in a pattern: parameters encoded, an optional one left out when not given', () => {
    expect(pagePath(PORTAL_PAGES.passwordReset, { token: 'a/b c' })).toBe('/password-reset/a%2Fb%20c');
    expect(pagePath(SHOP_PAGES.invoices)).toBe('/shop/invoices');
    expect(pagePath(SHOP_PAGES.invoices, { id: 12 })).toBe('/shop/invoices/12');
    expect(pagePath(BACKOFFICE_PAGES.attendance, { scheduleItemId: 3 })).toBe('/backoffice/schedule/attendance/3');
    expect(pagePath(PORTAL_PAGES.home)).toBe('/');
  });

  it('tell a page from a path the app answers with "Page not found"', () => {
    for (const page of ['/', '/user/login', '/user/login/', '/password-reset/abc', '/shop', '/shop/invoices', '/shop/invoices/7?x=1', '/backoffice/schedule/attendance/3/2026-03-02', '/checkin']) {
      expect(isWebPage(page), page).toBe(true);
    }
    // The old order mail's link, unknown pages, a missing parameter, one too many, and a section the shop looks up.
    for (const path of ['/shop/account/invoices', '/user/nowhere', '/password-reset', '/password-reset/abc/def', '/shop/account', '/backoffice/finance']) {
      expect(isWebPage(path), path).toBe(false);
    }
    expect(Object.values(LOOKED_UP_PAGES)).toContain('/shop/:section');
  });
});
