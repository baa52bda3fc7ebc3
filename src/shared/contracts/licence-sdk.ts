import { z } from 'zod';

// The NinjaTrader licence client as /admin/licences/sdk downloads it: the client's files
// with `NinjaScript/NovaTickShop.cs` filled in for this shop.

export const LicenceSdkQuerySchema = z.object({}).strict();

export const LicenceSdkResponseSchema = z.object({
  shopUrl: z.string(),
  publicKeys: z.array(z.object({ keyId: z.string(), publicKeyRaw: z.string(), active: z.boolean() })),
  /** Every indicator not deleted, with its constant in `NovaTickShop.Products`. */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      constant: z.string(),
      bundle: z.boolean(),
      leaseDays: z.number().int(),
    }),
  ),
  /** The ZIP's files: path inside the archive and text. */
  files: z.array(z.object({ path: z.string(), text: z.string() })),
});
export type LicenceSdkResponse = z.infer<typeof LicenceSdkResponseSchema>;
