import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const Schema = z.object({
  name: z.string().min(1, 'Name is required').max(5, 'Name is too long'),
  email: z.email('Invalid email'),
  age: z.coerce.number().int().optional(),
});
type Values = z.input<typeof Schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('answers each invalid field with the contract message and, as its type, the field code', async () => {
    const resolver = lazyZodResolver(() => Promise.resolve(Schema));
    const result = await resolver({ name: '', email: 'nope' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { type: 'required', message: 'Name is required' },
      email: { type: 'invalid_email', message: 'Invalid email' },
    });
    const tooLong = await resolver({ name: 'Ada Lovelace', email: 'ada@example.com' }, undefined, options);
    expect(tooLong.errors).toMatchObject({ name: { type: 'too_long', message: 'Name is too long' } });
  });

  it('returns the parsed output for valid values', async () => {
    const resolver = lazyZodResolver(() => Promise.resolve(Schema));
    const result = await resolver({ name: 'Ada', email: 'ada@example.com', age: '36' }, undefined, options);
    expect(result).toEqual({ values: { name: 'Ada', email: 'ada@example.com', age: 36 }, errors: {} });
  });

  it('loads the schema once, on preload or the first validation, and again after a failed load', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const resolver = lazyZodResolver<typeof Schema>(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
    resolver.preload();
    await expect(resolver({ name: 'Ada', email: 'ada@example.com' }, undefined, options)).rejects.toThrow('offline');
    await resolver({ name: 'Ada', email: 'ada@example.com' }, undefined, options);
    await resolver({ name: '', email: 'ada@example.com' }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
