import { compare, valid } from 'semver';

/**
 * Semantic Versioning 2.0.0 precedence (the `semver` package): negative when `a` comes before
 * `b`; build metadata is ignored. Something that is not a version sorts by its text.
 */
export function compareSemver(a: string, b: string): number {
  return valid(a) && valid(b) ? compare(a, b) : a.localeCompare(b);
}

/** Newest first. */
export const byVersionDescending = <T extends { version: string }>(a: T, b: T) => compareSemver(b.version, a.version);
