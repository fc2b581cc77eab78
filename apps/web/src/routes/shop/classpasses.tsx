import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { ClasspassShopList } from '../../features/classpasses/components/classpass-shop-list.js';
import { PassReadyNotice } from '../../features/classpasses/components/pass-ready-notice.js';

/** /shop/classpasses: the class passes on sale, the same list as /prices (and, back from paying, that the pass is ready). */
export default function ShopClasspassesPage() {
  return (
    <Stack gap="md">
      <PageTitle>Class passes</PageTitle>
      <PassReadyNotice />
      <ClasspassShopList />
    </Stack>
  );
}
