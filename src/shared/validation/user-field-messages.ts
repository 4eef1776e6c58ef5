// Messages of a value naming user accounts (control 'selectUser'): every username must be a live
// user, holding the field's role when it names one (userRole).
export const USER_FIELD_MESSAGES = {
  unknownUser: (username: string) => `用户“${username}”不存在`,
  lacksRole: (username: string, roleName: string) =>
    `用户“${username}”没有“${roleName}”角色，请先在用户管理中为其分配`,
} as const;
