import { Alert, Text } from '@mantine/core';

/** Spec section 8: a trial pass already bought to the limit cannot be ordered again. */
export function TrialLimitNotice() {
  return (
    <Alert color="orange" variant="light" title="You cannot purchase this classpass again.">
      <Text size="sm">This trial pass is meant for first-time visitors and can be bought only once.</Text>
    </Alert>
  );
}
