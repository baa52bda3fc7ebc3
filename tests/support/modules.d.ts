// `oidc-provider` ships no types and is only used by the test provider (tests/support/oidc-provider.ts).
declare module 'oidc-provider';
