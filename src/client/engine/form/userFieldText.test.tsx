// A user field (control selectUser) stores the username and shows the user's real name: a new form
// prefilled with the signed-in user ($username) shows their name, and an edited record the name the
// server read with it (`<key>_dictText`) — never the login name in the box.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, userInfo } from '../../test/fixtures';
import { item, openDialog } from './formTestKit';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

function userFieldSchema() {
  return schemaResult('enterprise', (entity) => {
    const field = entity.fields.find((f) => f.key === 'contactName')!;
    field.form = { ...field.form, control: 'selectUser' };
    field.default = '$username';
    field.label = '发现人';
  });
}

const box = () => item('发现人');

describe('a user field', { timeout: 20_000 }, () => {
  it('shows the real name of the signed-in user it is prefilled with', async () => {
    signIn(userInfo({ username: 'liwei', realname: '李伟' }));
    const schema = userFieldSchema();
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    expect(await within(box()).findByText('李伟')).toBeTruthy();
    expect(within(box()).queryByText('liwei')).toBeNull();
  });

  it('shows the name the server read with the record', async () => {
    signIn(userInfo({ username: 'admin', realname: '管理员' }));
    const schema = userFieldSchema();
    serveEntity(schema.entity, {
      record: { id: 'E1', enterpriseName: '甲企业', contactName: 'wangwu', contactName_dictText: '王五' },
    });
    openDialog(schema, 'edit', 'E1');
    expect(await within(await screen.findByRole('dialog')).findByText('王五')).toBeTruthy();
    expect(within(box()).queryByText('wangwu')).toBeNull();
  });
});
