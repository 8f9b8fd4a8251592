// Users service, accounts side (docs/api-accounts.md "Users service"; spec §3 "User profile",
// "Registration", "Referral", §4 "Email verification", §5, §7 "Users"): registration, the profile,
// e-mail and password changes with re-authentication, the verification resend limit, custom tokens,
// the per-account sign-in lock and account deletion. Every call acts on the signed-in user only.
//
// This file is the module's door; each area is in its own file: registration.ts, profile.ts,
// credentials.ts (password and e-mail changes), verification.ts (resends), access-tokens.ts,
// login-lock.ts, reference.ts, member-cards.ts, deletion.ts and profile-rows.ts (the profile rows other
// modules act on inside their transactions).
export { type AccountsDeps } from './account-deps.ts';
export { RetryLaterError } from './account-errors.ts';
export {
  toProfile,
  getProfile,
  saveAdditionalQuestions,
  updateProfile,
  updateLanguage,
  acknowledgeAlertsPolicy,
} from './profile.ts';
export { findMember, markHasCard, isRegistered, getRegistration, register, getReferral } from './registration.ts';
export { passwordIsValid, changePassword, changeEmail } from './credentials.ts';
export { resendStateOf, getResendRateLimit, sendVerification } from './verification.ts';
export { createAccessToken } from './access-tokens.ts';
export { isAllowedLogin, updateLoginFailAttempt, unlockAccount } from './login-lock.ts';
export { noPostalCode, validatePostal, listProvinces } from './reference.ts';
export { toCard, cardsForUser } from './member-cards.ts';
export {
  setReferredBy,
  lockProfile,
  setAutoRenew,
  findAutoRenewing,
  findProfileRow,
  clearEmailOptIn,
} from './profile-rows.ts';
export { deleteUser } from './deletion.ts';
export { searchAccountsByEmail, findAccountForStaff, resendVerificationFor, type MemberSort } from './staff-lookup.ts';
