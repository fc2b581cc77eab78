import { UNBUILT_SHOP_SECTIONS } from './sections.js';

/** The shop's sections, the member's own pages and the way back to booking classes: the header's and the menu drawer's links. */
export const SHOP_LINKS = [
  { label: 'Class passes', to: '/shop/classpasses' },
  { label: 'Subscriptions', to: '/shop/subscriptions' },
  ...UNBUILT_SHOP_SECTIONS.map((section) => ({ label: section.label, to: `/shop/${section.path}` })),
  { label: 'My orders', to: '/shop/orders' },
  { label: 'My invoices', to: '/shop/invoices' },
  { label: 'My subscriptions', to: '/shop/my-subscriptions' },
  { label: 'Bank account', to: '/shop/bank-account' },
  { label: 'Book a class', to: '/book-your-spot' },
];
