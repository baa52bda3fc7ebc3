// The OpenAPI document: no other domain calls into it, so its public face is empty; `app.ts`
// collects the routes for it and registers its route.
export {};
