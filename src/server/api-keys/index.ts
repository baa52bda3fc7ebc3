// Seller API keys: no other domain calls into it, so its public face is empty. The bearer check is
// run by `platform/endpoint.ts` for every declared endpoint (platform is not a domain); routes,
// errors and demo data plug in through the composition files (domains.ts, error-catalogue.ts).
export {};
