import { builder } from '../../graphql/builder.js';
import { moneyDisplay, percentageDisplay } from '../../platform/money.js';
import { taxSummary, type TaxSummary } from './tax-summary.js';
import type { TaxSummaryRow } from './tax-summary.repository.js';

const TaxAmounts = builder.objectRef<TaxSummary['totals']>('FinanceTaxAmounts').implement({
  description: 'Base (without tax), tax and total of lines, summed from their stored amounts',
  fields: (t) => ({
    base: t.field({ type: 'Decimal', resolve: (a) => a.base }),
    baseDisplay: t.string({ resolve: (a, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, a.base) }),
    tax: t.field({ type: 'Decimal', resolve: (a) => a.tax }),
    taxDisplay: t.string({ resolve: (a, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, a.tax) }),
    total: t.field({ type: 'Decimal', resolve: (a) => a.total }),
    totalDisplay: t.string({ resolve: (a, _args, ctx) => moneyDisplay(ctx.club.currencySymbol, a.total) }),
  }),
});

const TaxRateRow = builder.objectRef<TaxSummaryRow>('FinanceTaxSummaryRate').implement({
  fields: (t) => ({
    percentage: t.field({ type: 'Decimal', resolve: (r) => r.percentage }),
    percentageDisplay: t.string({ resolve: (r) => percentageDisplay(r.percentage) }),
    rateType: t.string({ description: 'IN: prices include the tax; EX: the tax came on top', resolve: (r) => r.rateType }),
    amounts: t.field({ type: TaxAmounts, resolve: (r) => r }),
  }),
});

const TaxSummaryType = builder.objectRef<TaxSummary>('FinanceTaxSummary').implement({
  fields: (t) => ({
    dateFrom: t.field({ type: 'Date', resolve: (s) => s.dateFrom }),
    dateTo: t.field({ type: 'Date', resolve: (s) => s.dateTo }),
    rates: t.field({ type: [TaxRateRow], description: 'One row per tax rate (percentage and type), lowest first', resolve: (s) => s.rates }),
    totals: t.field({ type: TaxAmounts, resolve: (s) => s.totals }),
    csvUrl: t.string({
      description: 'The CSV download (GET with the same Authorization header)',
      resolve: (s, _args, ctx) => `/${ctx.club.slug}/d/api/finance/tax-summary/csv/?dateFrom=${s.dateFrom}&dateTo=${s.dateTo}`,
    }),
  }),
});

builder.queryFields((t) => ({
  financeTaxSummary: t.field({
    type: TaxSummaryType,
    description: 'Base and tax per rate of the issued invoices and credit notes dated in the period, at most a year (finance.tax.view)',
    args: { dateFrom: t.arg({ type: 'Date', required: true }), dateTo: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) => taxSummary(ctx.services, ctx.club, ctx.actor, { dateFrom: args.dateFrom, dateTo: args.dateTo }),
  }),
}));
