// 基本设置: own name, sex, birthday, email and landline (PUT /sys/user/editByUser), and the avatar,
// saved as soon as its upload has finished (the header shows it at once).
import { App, Button, DatePicker, Form, Input, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { PROFILE_LIMITS } from '../../../shared/account/account-api';
import type { EditByUserRequest } from '../../../shared/account/account-api';
import { ACCOUNT_TEXTS } from '../../../shared/account/account-texts';
import type { UserInfo } from '../../../shared/api-types';
import { AvatarUpload } from '../../widgets/AvatarUpload';
import { emailRules } from '../user/fieldRules';
import { editOwnProfile } from '../user/accountFlowApi';

interface Values {
  realname: string;
  sex?: number;
  birthday?: Dayjs | null;
  email?: string;
  telephone?: string;
}

const DATE_FORMAT = 'YYYY-MM-DD';

export function BaseSettingsForm({ user }: { user: UserInfo }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({
      realname: user.realname,
      ...(user.sex ? { sex: user.sex } : {}),
      birthday: user.birthday ? dayjs(user.birthday, DATE_FORMAT) : null,
      email: user.email ?? '',
      telephone: user.telephone ?? '',
    });
  }, [form, user]);

  const save = async (changes: EditByUserRequest) => {
    setSaving(true);
    try {
      const response = await editOwnProfile(changes);
      if (response?.success) void message.success(response.message);
      else if (response?.message) void message.warning(response.message);
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };
  const onFinish = (values: Values) =>
    save({
      realname: values.realname.trim(),
      sex: values.sex ?? null,
      birthday: values.birthday ? values.birthday.format(DATE_FORMAT) : null,
      email: values.email?.trim() || null,
      telephone: values.telephone?.trim() || null,
    });

  return (
    <div style={{ display: 'flex', gap: 48, flexWrap: 'wrap' }}>
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ flex: '1 1 320px', maxWidth: 440 }}>
        <Form.Item
          name="realname"
          label={ACCOUNT_TEXTS.realnameLabel}
          rules={[{ required: true, whitespace: true, message: ACCOUNT_TEXTS.realnameRequired }]}
        >
          <Input maxLength={PROFILE_LIMITS.realnameMax} />
        </Form.Item>
        <Form.Item name="sex" label={ACCOUNT_TEXTS.sexLabel}>
          <Radio.Group
            options={[
              { value: 1, label: ACCOUNT_TEXTS.sexMale },
              { value: 2, label: ACCOUNT_TEXTS.sexFemale },
            ]}
          />
        </Form.Item>
        <Form.Item name="birthday" label={ACCOUNT_TEXTS.birthdayLabel}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="email" label={ACCOUNT_TEXTS.emailFieldLabel} rules={emailRules}>
          <Input maxLength={PROFILE_LIMITS.emailMax} />
        </Form.Item>
        <Form.Item name="telephone" label={ACCOUNT_TEXTS.telephoneLabel}>
          <Input maxLength={PROFILE_LIMITS.telephoneMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {ACCOUNT_TEXTS.save}
        </Button>
      </Form>
      <div style={{ textAlign: 'center' }}>
        <Typography.Paragraph>{ACCOUNT_TEXTS.avatarLabel}</Typography.Paragraph>
        <AvatarUpload value={user.avatar} onChange={(avatar) => void save({ avatar })} />
      </div>
    </div>
  );
}
