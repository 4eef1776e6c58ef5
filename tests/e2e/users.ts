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
  engineer: {
    username: 'e2e_engineer',
    password: 'Start-pass-123',
    realname: '赵工程师',
    roleCodes: ['expert'],
    orgCodes: ['A01'],
  },
  /** The engineer of the phone scenario (phone.e2e.ts), responsible for an enterprise of its own. */
  phoneEngineer: {
    username: 'e2e_phone',
    password: 'Start-pass-123',
    realname: '钱工程师',
    roleCodes: ['expert'],
    orgCodes: ['A01'],
  },
  owner: {
    username: 'e2e_owner',
    password: 'Start-pass-123',
    realname: '覃安全',
    roleCodes: ['enterprise'],
    orgCodes: ['A01'],
  },
  /** The enterprise user of training-pages.e2e.ts, staff of an enterprise of its own. */
  operationsOwner: {
    username: 'e2e_ops_owner',
    password: 'Start-pass-123',
    realname: '蒙运营',
    roleCodes: ['enterprise'],
    orgCodes: ['A01'],
  },
  /** The enterprise user of platform-operation.e2e.ts, staff of an enterprise of its own. */
  platformOwner: {
    username: 'e2e_platform_owner',
    password: 'Start-pass-123',
    realname: '韦平台',
    roleCodes: ['enterprise'],
    orgCodes: ['A01'],
  },
} as const;
