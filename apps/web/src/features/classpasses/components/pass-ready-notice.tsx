import { Alert, Anchor, Text } from '@mantine/core';
import { PORTAL_PAGES } from '@kiai/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { purchasedOnReturn } from '../purchase-return-state.js';

/**
 * Back on the pass list after paying (the payment success page returned here): what was bought is ready, and
 * where to find it. Closing it forgets it, so going back and forth does not show it again.
 */
export function PassReadyNotice() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const purchased = purchasedOnReturn(state);
  if (!purchased) return null;
  return (
    <Alert
      color="teal.9"
      variant="outline"
      title="Your pass is ready"
      role="status"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => void navigate(`${pathname}${search}${hash}`, { replace: true, state: null })}
    >
      <Text>
        {purchased.join(', ')} is in{' '}
        <Anchor component={Link} to={PORTAL_PAGES.myClasspasses}>
          My Passes
        </Anchor>
        , ready to book with.
      </Text>
    </Alert>
  );
}
