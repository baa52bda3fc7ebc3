import type { SubscriptionResponse } from '#shared/contracts/mail-subscription.ts';
import { findUserById } from '../auth/index.ts';
import { appSecret } from '../platform/app-secret.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { maskEmail, unsubscribeLinkInvalid, verifyUnsubscribeToken } from '../platform/mail/unsubscribe.ts';
import { RELEASE_NOTICES_LIST } from './announce.ts';
import * as notices from './notices.repo.ts';

// Whether an owner gets an e-mail when a new version of what they own is published: on unless
// they switched it off, from an e-mail's link (token, no sign-in) or on /orders (signed in).

async function ownerOf(db: Db, config: Config, token: string) {
  const userId = verifyUnsubscribeToken(appSecret(config), RELEASE_NOTICES_LIST, token);
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw unsubscribeLinkInvalid();
  return user;
}

export async function subscriptionByToken(db: Db, config: Config, token: string): Promise<SubscriptionResponse> {
  const user = await ownerOf(db, config, token);
  return { email: maskEmail(user.email), subscribed: !(await notices.isOptedOut(db, user.id)) };
}

export async function setSubscriptionByToken(
  db: Db,
  config: Config,
  token: string,
  subscribed: boolean,
): Promise<SubscriptionResponse> {
  const user = await ownerOf(db, config, token);
  await notices.setOptedOut(db, user.id, !subscribed);
  return { email: maskEmail(user.email), subscribed };
}

/** RFC 8058 one-click: true when the token named an account, which is now unsubscribed. */
export async function unsubscribeOneClick(db: Db, config: Config, token: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(appSecret(config), RELEASE_NOTICES_LIST, token);
  if (!userId || !(await findUserById(db, userId))) return false;
  await notices.setOptedOut(db, userId, true);
  return true;
}

export async function ownSubscription(db: Db, userId: number) {
  return { subscribed: !(await notices.isOptedOut(db, userId)) };
}

export async function setOwnSubscription(db: Db, userId: number, subscribed: boolean) {
  await notices.setOptedOut(db, userId, !subscribed);
  return { subscribed };
}
