// The sub-tables below the main form, one tab each: the editable grid or the one-to-one sub-form
// (read-only for a sub-table the user may not write).
// Every pane is rendered from the start so a save can check tabs the user never opened.
import { Tabs } from 'antd';
import { useId } from 'react';
import { EditableGrid } from '../grid/EditableGrid';
import type { SubTablePane } from './editorModel';
import { EntityFormFields } from './EntityFormFields';
import type { GridRefs } from './useEntityFormSave';

export interface SubTablePanesProps {
  panes: readonly SubTablePane[];
  grids: GridRefs;
  activeKey: string | undefined;
  onTabChange: (key: string) => void;
}

export function SubTablePanes({ panes, grids, activeKey, onTabChange }: SubTablePanesProps) {
  // An id links each tab to its panel (aria-controls / aria-labelledby).
  const id = useId();
  if (!panes.length) return null;
  return (
    <Tabs
      id={id}
      activeKey={activeKey ?? panes[0]!.key}
      onChange={onTabChange}
      items={panes.map((pane) => ({
        key: pane.key,
        label: pane.title,
        forceRender: true,
        children:
          pane.kind === 'grid' ? (
            <EditableGrid
              ref={(handle) => {
                grids.current[pane.key] = handle;
              }}
              setup={pane.setup}
              rows={pane.rows}
              readOnly={!!pane.sub.readonly}
              socketKey={pane.socketKey}
            />
          ) : (
            <EntityFormFields form={pane.form} schema={pane.schema} />
          ),
      }))}
    />
  );
}
