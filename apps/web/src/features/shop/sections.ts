/** The shop's sections that have no screens yet (spec section 2, "Back office and customer shop areas"). */
export interface ShopSection {
  path: string;
  label: string;
  covers: string;
}

export const UNBUILT_SHOP_SECTIONS: ShopSection[] = [
  { path: 'events', label: 'Events', covers: 'workshops and other events, and buying tickets for them' },
];

export function findUnbuiltShopSection(path: string | undefined): ShopSection | null {
  return UNBUILT_SHOP_SECTIONS.find((section) => section.path === path) ?? null;
}
