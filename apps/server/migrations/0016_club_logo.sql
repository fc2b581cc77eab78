-- Settings → Branding: the club's logo, shown next to its name in the portal, shop, kiosk and back office.
-- '' for none, else the URL of one of the club's own uploads (club_images: /<club>/d/api/images/<id>-<hash>),
-- which the server checks on save; the URL never changes meaning, so pages may cache the picture for ever.
ALTER TABLE clubs ADD COLUMN logo_url text NOT NULL DEFAULT '' CHECK (logo_url = '' OR logo_url LIKE '/%/d/api/images/%');
