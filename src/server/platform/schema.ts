// The whole database schema, one module per domain. Add a line when a domain gets a `*.schema.ts`.
export * from './mail/outbox.schema.ts';
export * from './seed.schema.ts';
export * from '../auth/auth.schema.ts';
export * from '../store/store.schema.ts';
export * from '../affiliates/affiliates.schema.ts';
export * from '../blog/blog.schema.ts';
export * from '../support/support.schema.ts';
export * from '../suggestions/suggestions.schema.ts';
export * from '../releases/releases.schema.ts';
export * from '../invoices/invoices.schema.ts';
export * from '../refunds/refunds.schema.ts';
export * from '../discounts/discounts.schema.ts';
export * from '../tax/tax.schema.ts';
export * from '../search/search.schema.ts';
export * from '../audit/audit.schema.ts';
export * from '../api-keys/api-keys.schema.ts';
