// The frame of an entity dialog: an antd Modal or Drawer as the entity's form.container says, at its
// form.width (default MODAL_WIDTHS.detail), the full width on a phone.
import { Drawer, Grid, Modal } from 'antd';
import type { ReactNode } from 'react';
import { MODAL_WIDTHS } from '../../../shared/limits';
import type { EntityDefinition } from '../../../shared/schema-language/entity';

export interface FormContainerProps {
  entity: EntityDefinition;
  title: string;
  open: boolean;
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}

export function FormContainer({ entity, title, open, onClose, footer, children }: FormContainerProps) {
  // On a phone (under antd's md breakpoint) the dialog takes the whole width: engineers fill forms on site.
  const phone = Grid.useBreakpoint().md === false;
  const width = phone ? '100%' : (entity.form?.width ?? MODAL_WIDTHS.detail);
  if (entity.form?.container === 'drawer') {
    return (
      <Drawer open={open} title={title} width={width} onClose={onClose} footer={footer} destroyOnHidden>
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      footer={footer}
      maskClosable={false}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
