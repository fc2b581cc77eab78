import { Alert, Container, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.js';
import { TestCheckoutCard } from '../../features/payments/components/test-checkout-card.js';
import { useTestCheckout } from '../../features/payments/hooks/use-test-checkout.js';
import { usePortalConfig } from '../../lib/portal-config.js';

/**
 * /shop/test-checkout/{session}: where the built-in test payment provider's payment link leads, standing
 * in for a hosted checkout (its own page, outside the shop's frame). Only the order's member sees it.
 */
export default function TestCheckoutPage() {
  const sessionId = useParams().sessionId ?? '';
  const config = usePortalConfig();
  const { checkout, loading, error, choose, choosing, message } = useTestCheckout(sessionId);
  return (
    <Container size="xs" py="xl" component="main">
      <PageTitle>Test checkout</PageTitle>
      {loading && <Loader aria-label="Loading checkout" />}
      {error && <Alert color="red">This checkout could not be found.</Alert>}
      {checkout && <TestCheckoutCard clubName={config?.clubName ?? ''} checkout={checkout} choosing={choosing} message={message} onChoose={choose} />}
    </Container>
  );
}
