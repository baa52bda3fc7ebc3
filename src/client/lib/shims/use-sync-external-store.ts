/**
 * `use-sync-external-store/shim`, which react-i18next's `useTranslation` imports, as React's own
 * hook: React 19 has it, and the package's CommonJS fallback cost every page 0.4 KB gzip
 * (vite.config.ts aliases the import here).
 */
export { useSyncExternalStore } from 'react';
