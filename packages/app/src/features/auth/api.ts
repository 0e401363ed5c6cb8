/** Query keys of the session's server state (one factory, shared by the guard and the session completion). */
export const authKeys = {
  all: ['auth'] as const,
  validate: (token: string) => [...authKeys.all, 'validate', token] as const,
  /** The signed-in account, looked up to complete a bare-token session (social sign-in). */
  profile: (token: string) => [...authKeys.all, 'profile', token] as const,
};
