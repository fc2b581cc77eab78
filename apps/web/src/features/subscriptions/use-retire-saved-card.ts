import { useGraphQLMutation } from '../../lib/use-graphql-mutation.js';
import { CardChargesDocument, RetireSavedCardDocument, SavedCardsDocument } from './saved-cards.generated.js';

/** The member removes their saved card, or staff retire one: no later month is charged to it. */
export const useRetireSavedCard = () => useGraphQLMutation(RetireSavedCardDocument, { invalidates: [SavedCardsDocument, CardChargesDocument] });
