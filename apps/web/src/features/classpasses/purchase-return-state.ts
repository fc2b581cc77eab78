/** What the payment success page hands the page it returns to (router state): the names of what was just bought. */
interface PurchaseReturnState {
  purchased: string[];
}

export function purchaseReturnState(purchased: string[]): PurchaseReturnState {
  return { purchased };
}

/** The names of what was just bought when this page was opened by the payment success page, else null. */
export function purchasedOnReturn(state: unknown): string[] | null {
  const purchased = (state as Partial<PurchaseReturnState> | null)?.purchased;
  return Array.isArray(purchased) && purchased.length > 0 && purchased.every((name) => typeof name === 'string') ? purchased : null;
}
