import { describe, expect, it } from 'vitest';
import { legalPageOf } from './legal-page.server.ts';

describe('legalPageOf', () => {
  it('reads the legal text a path asks for', () => {
    expect(legalPageOf('/terms')).toBe('terms');
    expect(legalPageOf('/terms/')).toBe('terms');
    expect(legalPageOf('/privacy')).toBe('privacy');
    expect(legalPageOf('/risk-disclosure')).toBe('risk-disclosure');
    expect(legalPageOf('/risk-disclosure/')).toBe('risk-disclosure');
  });
});
