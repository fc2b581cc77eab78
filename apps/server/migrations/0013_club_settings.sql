-- Settings a club's admin changes in the back office (Settings → Branding and Shop); the other settings
-- already have their columns on clubs.
ALTER TABLE clubs ADD COLUMN brand_color text NOT NULL DEFAULT '#c92a2a' CHECK (brand_color ~ '^#[0-9a-f]{6}$');

-- The profile fields a member must fill before buying in the shop (hasCompleteEnoughProfile).
ALTER TABLE clubs ADD COLUMN required_profile_fields text[] NOT NULL DEFAULT '{firstName,lastName,email,mobile,address,postcode,city,country}';
