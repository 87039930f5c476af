/** SWR keys of the auth mutations (they hold no cached data; the keys name the mutation state). */
export const authKeys = {
  login: () => ['auth', 'login'] as const,
  signup: () => ['auth', 'signup'] as const,
  confirmCode: () => ['auth', 'confirm-code'] as const,
  resendCode: () => ['auth', 'resend-code'] as const,
  forgotPassword: () => ['auth', 'forgot-password'] as const,
  changePassword: () => ['auth', 'change-password'] as const,
  logout: () => ['auth', 'logout'] as const,
};
