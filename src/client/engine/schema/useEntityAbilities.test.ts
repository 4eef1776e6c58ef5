import { describe, expect, it } from 'vitest';
import type { AllAuthItem, AuthItem } from '../../../shared/api-types';
import { enterpriseEntity, enterpriseSchema } from '../list/test/fixtures';
import { entityAbilities } from './useEntityAbilities';

const held = (...codes: string[]): AuthItem[] => [
  { action: codes.map((code) => `nanli:enterprise:${code}`).join(','), type: '1', describe: '' },
];

describe('entity abilities', () => {
  it('need the action declared, allowed by the server and held by the user', () => {
    const schema = enterpriseSchema(
      enterpriseEntity({
        actions: { toolbar: ['add', 'exportXls', 'superQuery'], row: ['delete', 'detail'] },
      }),
      ['list', 'add', 'delete'],
    );
    const abilities = entityAbilities(schema, held('list', 'add', 'exportXls'), []);
    expect([...abilities.toolbar]).toEqual(['add', 'superQuery']);
    expect(abilities.row).toEqual(['detail']);
  });

  it('allow an action whose rule is switched off globally', () => {
    const allAuth: AllAuthItem[] = [
      { action: 'nanli:enterprise:deleteBatch', type: '1', describe: '', status: '0' },
    ];
    const abilities = entityAbilities(enterpriseSchema(), held('list'), allAuth);
    expect(abilities.toolbar.has('deleteBatch')).toBe(true);
    expect(abilities.toolbar.has('add')).toBe(false);
  });

  it('hide a guarded column only when its rule is enabled and not held', () => {
    const field = enterpriseEntity().fields.find((f) => f.key === 'annualRevenue')!;
    const rule: AllAuthItem = {
      action: 'nanli:enterprise:annualRevenue',
      type: '1',
      describe: '',
      status: '1',
    };
    expect(entityAbilities(enterpriseSchema(), held('list'), []).isColumnVisible(field)).toBe(true);
    expect(entityAbilities(enterpriseSchema(), held('list'), [rule]).isColumnVisible(field)).toBe(false);
    expect(entityAbilities(enterpriseSchema(), held('annualRevenue'), [rule]).isColumnVisible(field)).toBe(
      true,
    );
  });
});
