import { decodeFilterId } from '../../graphql/relay-helpers.js';
import type { ExpenseFilter } from './expense.js';

interface FilterArgs {
  dateFrom?: string | null | undefined;
  dateUntil?: string | null | undefined;
  supplier?: string | null | undefined;
  glAccount?: string | null | undefined;
  costCentre?: string | null | undefined;
}

/** The expense list's filters from GraphQL arguments or the CSV's query; an id of another type is refused naming the filter. */
export function expenseFilterOf(args: FilterArgs): ExpenseFilter {
  return {
    dateFrom: args.dateFrom ?? undefined,
    dateUntil: args.dateUntil ?? undefined,
    supplierId: decodeFilterId(args.supplier, 'RelationsBusinessNode', 'supplier'),
    glAccountId: decodeFilterId(args.glAccount, 'FinanceGlAccountNode', 'GL account'),
    costCentreId: decodeFilterId(args.costCentre, 'FinanceCostCentreNode', 'cost centre'),
  };
}
