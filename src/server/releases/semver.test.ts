import { describe, expect, it } from 'vitest';
import { byVersionDescending, compareSemver } from './semver.ts';

describe('release version order', () => {
  it('follows SemVer 2.0.0 precedence (the specification’s own example), build metadata ignored', () => {
    const ascending = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.9.0',
      '1.10.0',
      '2.0.0',
    ];
    const shuffled = [...ascending].reverse().map((version) => ({ version }));
    expect(shuffled.sort(byVersionDescending).map((r) => r.version)).toEqual([...ascending].reverse());
    expect(compareSemver('1.2.3+build.7', '1.2.3+build.8')).toBe(0);
    expect(compareSemver('1.2.3', '1.2.4')).toBeLessThan(0);
  });
});
