// The affiliate program's public face: the referral cookie's code (read at sign-up and checkout) and
// the code generator an affiliate's coupon shares.
export { anonymiseAffiliate } from './affiliates.repo.ts';
export { generateCode } from './affiliates.service.ts';
export { referralCodeFromCookies } from './referral-cookie.ts';
