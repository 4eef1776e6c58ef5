// 列设置: a popover to switch columns on and off and move them up or down; 恢复默认 goes back to
// the entity's defaults.
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { moveSetting, toggleSetting } from './columnSettings';
import type { ColumnSetting } from './columnSettings';

export interface ColumnSettingsButtonProps {
  fields: FieldDefinition[];
  settings: ColumnSetting[];
  onChange: (settings: ColumnSetting[]) => void;
  onReset: () => void;
}

export function ColumnSettingsButton({ fields, settings, onChange, onReset }: ColumnSettingsButtonProps) {
  const labels = new Map(fields.map((field) => [field.key, field.label]));
  const content = (
    <div data-testid="column-settings" style={{ maxHeight: 400, overflowY: 'auto', minWidth: 220 }}>
      {settings.map((setting, index) => (
        <div
          key={setting.key}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Checkbox
            checked={setting.show}
            onChange={(event) => onChange(toggleSetting(settings, setting.key, event.target.checked))}
          >
            {labels.get(setting.key)}
          </Checkbox>
          <Space size={0}>
            <Button
              type="text"
              size="small"
              aria-label={`${ENGINE_LIST_TEXTS.moveUp} ${labels.get(setting.key)}`}
              disabled={index === 0}
              icon={<ArrowUpOutlined />}
              onClick={() => onChange(moveSetting(settings, setting.key, -1))}
            />
            <Button
              type="text"
              size="small"
              aria-label={`${ENGINE_LIST_TEXTS.moveDown} ${labels.get(setting.key)}`}
              disabled={index === settings.length - 1}
              icon={<ArrowDownOutlined />}
              onClick={() => onChange(moveSetting(settings, setting.key, 1))}
            />
          </Space>
        </div>
      ))}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          {ENGINE_LIST_TEXTS.columnSettings}
          <Button type="link" size="small" onClick={onReset}>
            {ENGINE_LIST_TEXTS.columnSettingsReset}
          </Button>
        </div>
      }
      content={content}
    >
      <Tooltip title={ENGINE_LIST_TEXTS.columnSettings}>
        <Button aria-label={ENGINE_LIST_TEXTS.columnSettings} icon={<SettingOutlined />} />
      </Tooltip>
    </Popover>
  );
}
