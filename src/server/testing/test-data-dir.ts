/**
 * The DATA_DIR of the apps tests build (app secret, release files, mail files): one folder per
 * Vitest worker, so test files running at once never share files.
 */
export const TEST_DATA_DIR = `/tmp/novatick-test-${process.env.VITEST_POOL_ID ?? 0}`;
