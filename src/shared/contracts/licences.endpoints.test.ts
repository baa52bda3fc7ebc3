import { describe, expect, it } from 'vitest';
import * as licences from './licences.endpoints.ts';
import { ActivateLicenceInputSchema, LicenceCheckResponseSchema } from './licences.ts';

const declarations = Object.values(licences);

describe('licence declarations', () => {
  it('keep the documented paths, one declaration each', () => {
    expect(declarations.map((e) => `${e.method} ${e.path}`).sort()).toEqual([
      'GET /_api/licences/public-key',
      'POST /_api/licences/activate',
      'POST /_api/licences/deactivate',
      'POST /_api/licences/free',
      'POST /_api/licences/offline',
      'POST /_api/licences/reset-confirm',
      'POST /_api/licences/reset-request',
      'POST /_api/licences/transfer/confirm',
      'POST /_api/licences/transfer/request',
      'POST /_api/licences/trial',
      'POST /_api/licences/validate',
    ]);
  });

  it("are public for the add-on and the e-mailed reset link, and ask a session for the owner's actions on /orders", () => {
    expect(declarations.filter((e) => e.role !== 'public').map((e) => `${e.role} ${e.path}`)).toEqual([
      'user /_api/licences/free',
      'user /_api/licences/reset-request',
    ]);
  });

  it('load the schemas they name', async () => {
    const activate = await licences.activateLicence.schemas();
    expect(activate.body).toBe(ActivateLicenceInputSchema);
    expect(activate.response).toBe(LicenceCheckResponseSchema);
  });
});
