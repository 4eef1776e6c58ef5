// Rules every new password follows (own password change, admin password at first start).
export const PASSWORD_RULES = { minLength: 8, maxLength: 64 } as const;
