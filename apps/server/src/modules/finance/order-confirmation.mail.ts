import { pagePath, SHOP_PAGES } from '@kiai/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { clubUrl, composeMail } from '../../platform/mail/mail-layout.js';
import type { OrderItem } from './order.js';

/** Sent when an order is delivered: what was bought, and where the invoice is (the shop's "My invoices"). */
export function orderConfirmationMail(p: {
  publicUrl: string;
  club: { slug: string; name: string };
  to: string;
  firstName: string;
  order: { orderNumber: number; items: Pick<OrderItem, 'productName' | 'attendanceDate'>[] };
  totalDisplay: string;
  invoiceNumber: string | null;
}): MailMessage {
  const lines = p.order.items.map((item) => `- ${item.productName}${item.attendanceDate ? ` (class on ${item.attendanceDate})` : ''}`).join('\n');
  return composeMail(p.to, `Your order #${p.order.orderNumber} at ${p.club.name}`, [
    `Hello ${p.firstName || 'there'},`,
    `Thank you for your order #${p.order.orderNumber}. We have received it and it is ready to use:\n${lines}`,
    `Total: ${p.totalDisplay}`,
    ...(p.invoiceNumber ? [`Your invoice ${p.invoiceNumber} is in your account.`, { label: 'My invoices', link: clubUrl(p.publicUrl, p.club.slug, pagePath(SHOP_PAGES.invoices)) }] : []),
  ]);
}
