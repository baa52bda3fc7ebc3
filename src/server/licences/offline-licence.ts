import {
  OFFLINE_LICENCE_FIELDS,
  OFFLINE_LICENCE_VERSION,
  type OfflineLicence,
  type OfflineLicenceResponse,
} from '#shared/contracts/licences.ts';
import type { Db } from '../platform/db.ts';
import { appError } from '../error-catalogue.ts';
import { recordLicenceEvent } from './licence-events.repo.ts';
import type { LicenceSigner } from './licence-signer.ts';
import * as repo from './licences.repo.ts';
import { assertLive, type CallerMeta } from './licences.service.ts';

/** The exact bytes an offline licence's signature covers (docs/decisions/licence-signatures.md). */
export function canonicalLicenceBytes(licence: OfflineLicence): Buffer {
  return Buffer.from(JSON.stringify(licence, OFFLINE_LICENCE_FIELDS), 'utf8');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed offline licence file, valid `days` from `now` (the signer's active key). */
export function signOfflineLicence(
  signer: LicenceSigner,
  fields: { key: string; product: OfflineLicence['product']; machineId: string },
  options: { now: Date; days: number },
): OfflineLicenceResponse {
  const licence: OfflineLicence = {
    v: OFFLINE_LICENCE_VERSION,
    keyId: signer.keyId,
    key: fields.key,
    product: { id: fields.product.id, name: fields.product.name, bundle: fields.product.bundle },
    machineId: fields.machineId,
    issuedAt: options.now.toISOString(),
    validUntil: new Date(options.now.getTime() + options.days * DAY_MS).toISOString(),
  };
  const { keyId, signature } = signer.sign(canonicalLicenceBytes(licence));
  // A rotation between reading keyId and signing would name the wrong key: sign again with it.
  if (keyId !== licence.keyId) return signOfflineLicence(signer, fields, options);
  return { licence, signature };
}

/**
 * POST /_api/licences/offline: a file for a machine the key is activated on, refused for a key
 * that is not live. Recorded as `offline_issued` (the owner when their session asked, from
 * /orders; else the add-on).
 */
export async function issueOfflineLicence(
  db: Db,
  signer: LicenceSigner,
  input: { key: string; machineId: string },
  caller: CallerMeta & { userId: number | null },
  options: { now: Date; days: number },
): Promise<OfflineLicenceResponse> {
  const licence = await repo.findByKey(db, input.key);
  if (!licence) throw appError('licence_key_not_found');
  assertLive(licence);
  if (!(await repo.findActivation(db, licence.id, input.machineId))) throw appError('machine_not_activated');
  const file = signOfflineLicence(
    signer,
    {
      key: licence.key,
      product: { id: licence.indicatorId, name: licence.indicator, bundle: licence.kind === 'bundle' },
      machineId: input.machineId,
    },
    options,
  );
  const byOwner = caller.userId !== null && caller.userId === licence.userId;
  await recordLicenceEvent(db, {
    licenceId: licence.id,
    type: 'offline_issued',
    actor: byOwner ? 'owner' : 'addon',
    actorUserId: byOwner ? caller.userId : null,
    machineId: input.machineId,
    ip: caller.ip,
    details: { keyId: file.licence.keyId, validUntil: file.licence.validUntil },
  });
  return file;
}
