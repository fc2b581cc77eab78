import type { CurrentUserFieldsFragment } from './session.generated.js';

/** The signed-in user as the contract's `currentAccount` query describes it (fields in `session.graphql`). */
export type CurrentUser = CurrentUserFieldsFragment;
