// The admin's analytics: no other domain calls into it, so its public face is empty. Its routes and
// errors plug in through the composition files (domains.ts, error-catalogue.ts).
export {};
