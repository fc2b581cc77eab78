import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { brandPalette, CLUB_LOGO_SIZE, SHOP_PAGES } from '@kiai/shared';
import { portalConfigOf } from '../modules/auth/index.js';
import type { Club } from '../modules/clubs/index.js';
import { escapeHtml } from './escape-html.js';

/** Where index.html leaves room for the first paint (apps/web/index.html). */
const APP_SHELL_SLOT = '<!--kiai:app-shell-->';
/** Where index.html takes the club's portal settings, outside #root so React's first render does not remove them. */
const CONFIG_SLOT = '<!--kiai:portal-config-->';

const SHELL_BAR = 'height:60px;box-sizing:border-box;border-bottom:1px solid #dee2e6;display:flex;align-items:center;justify-content:space-between;gap:16px;padding:0 16px';
const SHELL_NAME = 'min-width:0;font:700 18px/1.2 system-ui,sans-serif';
/** The logo's box, as apps/web/src/components/club-logo.tsx draws it (the same size, so nothing moves). */
const SHELL_LOGO = 'display:flex;align-items:center;gap:8px;min-width:0';
/** An invisible stand-in for the phone's 'My Account' button (Mantine's Button, size sm), so the name wraps as it will. */
const SHELL_BUTTON = 'visibility:hidden;flex:none;box-sizing:border-box;padding:0 18px;border:1px solid transparent;font:600 14px/1 system-ui,sans-serif';

/** The shop's menu button on a phone (Mantine's Burger in the shop's 44 px touch target), as an invisible stand-in. */
const SHELL_MENU_BUTTON = 'visibility:hidden;flex:none;width:44px;height:44px';

/**
 * The top bar as the app will draw it, with the club's name, sent inside #root: the phone paints it as soon as
 * the HTML and CSS are in, before the JavaScript has loaded; React replaces it on its first render. The name
 * takes the room it will have next to the button, so it wraps as React's will: a name drawn larger by React
 * would count as a later largest paint (Lighthouse measured 2.5 s instead of 1.6 s on /user/login). The shop's
 * pages get the shop's bar ('<club> shop' beside its menu button), for the same reason (3.5 s instead of 1.7 s on
 * /shop/invoices).
 */
function appShell(club: Club, shop: boolean): string {
  const name = `<div style="${SHELL_NAME}">${escapeHtml(shop ? `${club.name} shop` : club.name)}</div>`;
  const button = shop ? `<div aria-hidden="true" style="${SHELL_MENU_BUTTON}"></div>` : `<div aria-hidden="true" style="${SHELL_BUTTON}">My Account</div>`;
  return `<div style="${SHELL_BAR}">${club.logoUrl ? shellLogo(club, name) : name}${button}</div>`;
}

/** The test checkout stands in for a hosted payment page: the only shop page outside the shop's frame. */
const TEST_CHECKOUT = SHOP_PAGES.testCheckout.slice(0, SHOP_PAGES.testCheckout.indexOf(':'));

/** Whether the page at `page` (its path under the club, without the leading slash) is drawn in the shop's frame. */
function inShopFrame(page: string): boolean {
  const path = `/${page}`;
  return (path === SHOP_PAGES.home || path.startsWith(`${SHOP_PAGES.home}/`)) && !path.startsWith(TEST_CHECKOUT);
}

/**
 * The club's logo before its name, at the size React draws it (CLUB_LOGO_SIZE), so the bar does not move when
 * React takes over. alt="" because the name beside it says what the logo would: a screen reader reads it once.
 * Only a club with a logo has the image: the page of a club without one asks for nothing before its first paint.
 */
function shellLogo(club: Club, name: string): string {
  const size = CLUB_LOGO_SIZE;
  const img = `<img src="${escapeHtml(club.logoUrl)}" alt="" width="${size}" height="${size}" style="object-fit:contain;flex:none">`;
  return `<div style="${SHELL_LOGO}">${img}${name}</div>`;
}

/** index.html's theme colour: the club's brand colour goes there, with the palette derived from it beside it. */
const THEME_COLOR_META = /<meta name="theme-color" content="[^"]*"\s*\/?>/;

/**
 * The club's brand colour as the page's theme colour, and the palette derived from it (AA contrast whatever the
 * colour, packages/shared/src/brand-palette.ts) as JSON that apps/web/src/theme.ts builds the Mantine theme from
 * before the first render: no request, no repaint, and no colour arithmetic in the portal's first-load JavaScript.
 */
function themeOf(club: Club): string {
  const palette = JSON.stringify(brandPalette(club.brandColor));
  return `<meta name="theme-color" content="${escapeHtml(club.brandColor)}" /><script id="kiai-theme" type="application/json">${palette}</script>`;
}

/**
 * The portal's club settings as JSON inside the page (apps/web/src/lib/portal-config.ts reads them): React's first
 * render already has the club's name, so the top bar never goes blank while the settings are fetched, and the
 * name is not painted a second time seconds later (a later paint of the largest text is a later LCP).
 */
function embeddedConfig(club: Club, googleClientId: string | undefined): string {
  // `<` escaped: a club name holding `</script>` cannot end the element early.
  const json = JSON.stringify(portalConfigOf(club, googleClientId)).replace(/</g, '\\u003c');
  return `<script id="kiai-portal-config" type="application/json">${json}</script>`;
}

const MISSING_BUILD = `<!doctype html><title>Kiai</title><p>The web app is not built yet: run <code>npm run build</code>.</p>`;

/**
 * Serves the built web app: assets under /static/ from the .br/.gz files the build wrote next to them (the
 * names carry content hashes, so browsers keep them a year without asking again), index.html for every page of
 * a club (revalidated on each load, so a new build is picked up at once).
 */
export async function registerWebApp(server: FastifyInstance, distDir: string, googleClientId: string | undefined): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : MISSING_BUILD;
  if (existsSync(distDir)) {
    await server.register(fastifyStatic, {
      root: distDir,
      prefix: '/static/',
      index: false,
      wildcard: true,
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
    });
  }
  // Replacer functions, not strings: a `$&` or `$'` in a club's name must stay text, not a replacement pattern.
  const pageOf = (club: Club, page: string) =>
    indexHtml
      .replace(CONFIG_SLOT, () => embeddedConfig(club, googleClientId))
      .replace(APP_SHELL_SLOT, () => appShell(club, inShopFrame(page)))
      .replace(THEME_COLOR_META, () => themeOf(club));
  const sendIndex = (reply: import('fastify').FastifyReply, club: Club, page = '') =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageOf(club, page));

  // With ignoreTrailingSlash, /<club> and /<club>/ both land here; only the bare one is redirected.
  server.get('/:club', (request, reply) =>
    request.url.split('?')[0]!.endsWith('/') ? sendIndex(reply, request.club) : reply.redirect(`/${request.club.slug}/`),
  );
  server.get('/:club/*', (request, reply) => {
    // Paths under /<club>/d/ belong to the API: an unknown one is a 404, not the app's page.
    const page = (request.params as { '*': string })['*'];
    if (page.startsWith('d/')) return reply.callNotFound();
    return sendIndex(reply, request.club, page);
  });
}
