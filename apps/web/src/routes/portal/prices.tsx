import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { ClasspassShopList } from '../../features/classpasses/components/classpass-shop-list.js';
import { PassReadyNotice } from '../../features/classpasses/components/pass-ready-notice.js';

/** Spec "/prices": on the /prices/ route a member who pays goes on to their passes, wherever they came from. */
const FORCED_NEXT_ON_PRICES_SLASH = '/user/classpasses';

/**
 * /prices and /prices/: the class passes on sale (the heading belongs to the page; embedded lists have none), and,
 * back from paying on /prices, that the pass is ready.
 */
export default function PricesPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <PageTitle>Our Classpasses</PageTitle>
      <PassReadyNotice />
      <ClasspassShopList forcedNext={pathname.endsWith('/') ? FORCED_NEXT_ON_PRICES_SLASH : undefined} />
    </Stack>
  );
}
