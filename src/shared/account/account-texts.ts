// Messages of the account flows that both ends show. The server's refusals are in errors.ts.

export const ACCOUNT_SUCCESS = {
  smsSent: '验证码发送成功',
  registered: '注册成功',
  phoneVerified: '验证成功',
  passwordReset: '密码重置完成！',
  profileSaved: '修改成功!',
  phoneChanged: '手机号修改成功',
} as const;
