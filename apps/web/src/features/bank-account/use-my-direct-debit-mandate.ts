import { tokens } from '../../lib/auth-tokens.js';
import { prefetchGraphQLQuery, useGraphQLQuery } from '../../lib/use-graphql-query.js';
import { MyDirectDebitMandateDocument } from './bank-account.generated.js';

/** The signed-in member's direct debit: offered by the club or not, and the mandate in force if any. */
export const useMyDirectDebitMandate = () => useGraphQLQuery(MyDirectDebitMandateDocument, {});

/** Asks for the member's direct debit before its page has loaded (the router's preload); signed out, there is none to ask for. */
export const prefetchMyDirectDebitMandate = async () => {
  if (tokens.hasSession()) await prefetchGraphQLQuery(MyDirectDebitMandateDocument, {});
};
