const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

/** Spec section 9: personal-training prices carry a euro prefix ('€45.00'). */
export function formatEuro(price: string): string {
  return euros.format(Number(price));
}
