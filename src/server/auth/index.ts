// Accounts and sign-in: who a user is (row, mail language), sessions other domains end or read,
// the password check a sensitive change asks for, reset mails, and the token helpers.
export { anonymiseUser, deleteSignIns, mailLanguageSql } from './account.repo.ts';
export { assertCurrentPassword } from './account.service.ts';
export {
  deleteImportedUsers,
  findUserById,
  insertPasswordlessUsers,
  insertResetToken,
  setDisabledById,
  setRoleById,
} from './auth.repo.ts';
export { requestPasswordReset } from './auth.service.ts';
export { mailLanguageFor } from './mail-language.ts';
export type { RegisteredUser } from './registration-hooks.ts';
export { clearSessionCookie, deleteUserSessions, type SessionUser } from './session.ts';
export { hashToken, newToken } from './tokens.ts';
