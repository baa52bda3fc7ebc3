// Tax's public face: the rates a cart or checkout is taxed at and the arithmetic of taxed lines.
export { paidBeforeTaxCents, taxOrder, type TaxRule } from './tax-arithmetic.ts';
export { taxFor, type TaxSettings, taxSettingsOf } from './tax.service.ts';
