// Accounts the end-to-end scenarios sign in with (created by global-setup.ts).
export const E2E_USERS = {
  passwordChanger: {
    username: 'e2e_pw',
    password: 'Start-pass-123',
    realname: '改密用户',
    roleCodes: ['expert'],
    orgCodes: ['A01'],
  },
  noticeReader: {
    username: 'e2e_reader',
    password: 'Start-pass-123',
    realname: '通知读者',
    roleCodes: ['expert'],
    orgCodes: ['A01'],
  },
} as const;
