/**
 * The two zod functions `lazyZodResolver` calls, as named re-exports: its chunk then keeps only
 * what validation uses. `import('zod')` would take in the whole library (about 90 KB gzip, where
 * the schemas of a form need about 25 KB), since a dynamic import's namespace cannot be trimmed.
 */
export { config, safeParseAsync } from 'zod';
