import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { openDialog, saveButton } from './formTestKit';
import { serveTableLabels } from './testing/dictServer';
import { enterpriseRecord, serveEntity } from './testing/entityServer';
import { entityDefinition, schemaResult } from './testing/schemas';

/** The enterprise with its service list as a one-to-one sub-form. */
function enterpriseWithServiceForm(): EntitySchemaResult {
  const schema = schemaResult('enterprise', (entity) => {
    entity.subTables = [
      {
        entity: 'enterpriseService',
        foreignKey: 'enterpriseId',
        relation: 'oneToOne',
        display: 'form',
        title: '服务清单',
      },
    ];
  });
  schema.subEntities = { enterpriseService: entityDefinition('enterpriseService') };
  return schema;
}

const feedbackIn = (pane: HTMLElement, label: string) =>
  [...pane.querySelectorAll('.ant-formily-item')]
    .find((node) => node.querySelector('.ant-formily-item-label')?.textContent?.includes(label))
    ?.querySelector('.ant-formily-item-help')?.textContent ?? '';

describe('one-to-one sub-form', { timeout: 30_000 }, () => {
  it('validates after the main form, and sends its row under the sub list key with its id', async () => {
    const schema = enterpriseWithServiceForm();
    serveTableLabels({ O1: '南宁安科安全技术有限公司' });
    const { saves } = serveEntity(schema.entity, {
      record: enterpriseRecord(),
      subRows: {
        enterpriseService: [
          {
            id: 'V1',
            enterpriseId: 'E1',
            policyYear: 2024,
            serviceItems: '01,02',
            plannedTimes: null,
            status: '1',
          },
        ],
      },
    });
    openDialog(schema, 'edit', 'E1');
    await screen.findByDisplayValue('南宁市安科化工有限公司');
    const pane = screen.getByRole('tabpanel', { name: '服务清单', hidden: true });
    // The foreign key is not on the sub-form.
    expect(pane.textContent).not.toContain('企业');

    fireEvent.click(saveButton());
    await waitFor(() => expect(feedbackIn(pane, '计划服务次数')).toBe('请输入计划服务次数'));
    expect(saves).toHaveLength(0);

    fireEvent.change(pane.querySelector('input[aria-label="计划服务次数"]')!, { target: { value: '6' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body.enterpriseServiceList).toEqual([
      expect.objectContaining({
        id: 'V1',
        policyYear: 2024,
        serviceItems: '01,02',
        plannedTimes: 6,
        status: '1',
      }),
    ]);
  });
});
