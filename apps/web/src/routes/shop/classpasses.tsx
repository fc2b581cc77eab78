import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title.js';
import { ClasspassShopList } from '../../features/classpasses/components/classpass-shop-list.js';

/** /shop/classpasses: the class passes on sale, the same list as /prices. */
export default function ShopClasspassesPage() {
  return (
    <Stack gap="md">
      <PageTitle>Class passes</PageTitle>
      <ClasspassShopList />
    </Stack>
  );
}
