import { useParams } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet.js';
import { PageTitle } from '../../components/page-title.js';
import { findUnbuiltShopSection } from '../../features/shop/sections.js';

/** /shop/{section}: a section of the shop that has no screens yet. */
export default function ShopSectionPage() {
  const section = findUnbuiltShopSection(useParams().section);
  if (!section) return <PageTitle>Page not found</PageTitle>;
  return <NotBuiltYet title={section.label} covers={section.covers} />;
}
