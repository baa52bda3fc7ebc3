/** Public, non-secret settings the pages need (from server config, passed through the root loader). */
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  supportEmail: string;
  platformName: string;
  platformMinVersion: string;
  liveChatUrl: string | null;
  /**
   * The risk disclosures as the shop owner set them (`DISCLAIMER_*`), one text
   * for every language; null shows the translated default.
   */
  disclaimers: Record<DisclaimerKind, string | null>;
}

/** Where a disclaimer stands: the footer of every page, beside a performance claim, beside testimonials. */
export type DisclaimerKind = 'footer' | 'performance' | 'testimonials';
