// Typed translation keys (i18next CustomTypeOptions): `t('key')` must name a string that exists in
// the English bundle of the namespace, so tsc rejects an unknown key or one that names an object.
import type account from './locales/en/account.json';
import type adminAffiliates from './locales/en/admin-affiliates.json';
import type adminAnalytics from './locales/en/admin-analytics.json';
import type adminCustomers from './locales/en/admin-customers.json';
import type commissions from './locales/en/commissions.json';
import type adminBlog from './locales/en/admin-blog.json';
import type adminLicences from './locales/en/admin-licences.json';
import type adminLicenceSdk from './locales/en/admin-licence-sdk.json';
import type adminExports from './locales/en/admin-exports.json';
import type adminReleases from './locales/en/admin-releases.json';
import type adminStore from './locales/en/admin-store.json';
import type adminSuggestions from './locales/en/admin-suggestions.json';
import type adminSupport from './locales/en/admin-support.json';
import type adminTax from './locales/en/admin-tax.json';
import type adminImport from './locales/en/admin-import.json';
import type adminOps from './locales/en/admin-ops.json';
import type admin from './locales/en/admin.json';
import type affiliate from './locales/en/affiliate.json';
import type auth from './locales/en/auth.json';
import type blog from './locales/en/blog.json';
import type changelog from './locales/en/changelog.json';
import type common from './locales/en/common.json';
import type discounts from './locales/en/discounts.json';
import type docs from './locales/en/docs.json';
import type getStarted from './locales/en/getStarted.json';
import type home from './locales/en/home.json';
import type invoices from './locales/en/invoices.json';
import type legal from './locales/en/legal.json';
import type licenceTerms from './locales/en/licence-terms.json';
import type mail from './locales/en/mail.json';
import type pricing from './locales/en/pricing.json';
import type store from './locales/en/store.json';
import type roadmap from './locales/en/roadmap.json';
import type suggestions from './locales/en/suggestions.json';
import type support from './locales/en/support.json';
import type tutorials from './locales/en/tutorials.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      'admin-affiliates': typeof adminAffiliates;
      'admin-analytics': typeof adminAnalytics;
      'admin-customers': typeof adminCustomers;
      commissions: typeof commissions;
      'admin-blog': typeof adminBlog;
      'admin-licences': typeof adminLicences;
      'admin-licence-sdk': typeof adminLicenceSdk;
      'admin-exports': typeof adminExports;
      'admin-releases': typeof adminReleases;
      'admin-store': typeof adminStore;
      'admin-suggestions': typeof adminSuggestions;
      'admin-support': typeof adminSupport;
      'admin-tax': typeof adminTax;
      'admin-import': typeof adminImport;
      'admin-ops': typeof adminOps;
      admin: typeof admin;
      affiliate: typeof affiliate;
      auth: typeof auth;
      blog: typeof blog;
      changelog: typeof changelog;
      common: typeof common;
      discounts: typeof discounts;
      docs: typeof docs;
      getStarted: typeof getStarted;
      home: typeof home;
      invoices: typeof invoices;
      legal: typeof legal;
      'licence-terms': typeof licenceTerms;
      mail: typeof mail;
      pricing: typeof pricing;
      store: typeof store;
      roadmap: typeof roadmap;
      suggestions: typeof suggestions;
      support: typeof support;
      tutorials: typeof tutorials;
    };
  }
}
