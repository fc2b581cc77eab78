// The texts the subscription use cases answer with.
export const SUBSCRIPTION_NOT_FOUND = 'This subscription could not be found.';
export const PAUSE_NOT_FOUND = 'This pause could not be found.';
export const BLOCK_NOT_FOUND = 'This block could not be found.';
export const PAUSE_OVERLAPS = 'This pause overlaps another pause of the subscription.';
export const ATTENDED_INSIDE = 'The member attended a class with this subscription in that period.';
