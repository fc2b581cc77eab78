import type { FinanceTaxRateKind } from '../../graphql-types.generated.js';

/** '21.000' → '21%', '9.500' → '9.5%': the server keeps three decimals, people read the ones that count. */
export function percentageText(percentage: string): string {
  const short = percentage.includes('.') ? percentage.replace(/0+$/, '').replace(/\.$/, '') : percentage;
  return `${short}%`;
}

export const RATE_TYPE_LABELS: Record<FinanceTaxRateKind, string> = {
  IN: 'Included in prices',
  EX: 'On top of prices',
};
