/** Public, non-secret settings the pages need (from server config, passed through the root loader). */
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  supportEmail: string;
  platformName: string;
  platformMinVersion: string;
  liveChatUrl: string | null;
}
