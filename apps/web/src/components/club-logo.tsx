import { CLUB_LOGO_SIZE } from '@kiai/shared';

/** The flex row the logo and the club's name share in a header (the server's first-paint bar draws the same). */
export const CLUB_LOGO_ROW = { display: 'flex', alignItems: 'center', gap: 8 } as const;

/**
 * The club's logo (Settings → Branding) in the portal, shop and back office headers, or nothing when the club has
 * none. Its box has a fixed width and height, so the header does not move when the picture arrives; the picture
 * fits inside keeping its shape. alt="" because the club's name always stands next to it: a screen reader then
 * names the header link once ("Kiai Dojo"), not twice, and axe takes an empty alt as a decorative image.
 */
export function ClubLogo({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return <img src={url} alt="" width={CLUB_LOGO_SIZE} height={CLUB_LOGO_SIZE} style={{ objectFit: 'contain', flex: 'none' }} />;
}
