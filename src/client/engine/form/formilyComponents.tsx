// The components the generated form schema names: the engine's plain controls connected to Formily
// fields, @formily/antd-v5's text and number boxes, and the grid layout (antd Row / Col around
// @formily/antd-v5's FormItem, so spans follow form.span on the 24-column grid).
import { FormItem, Input, NumberPicker, Password } from '@formily/antd-v5';
import { connect, mapProps, useForm } from '@formily/react';
import { Col, Row } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { DateInput } from '../controls/DateInput';
import { DictCheckbox } from '../controls/DictCheckbox';
import { DictRadio } from '../controls/DictRadio';
import { DictSelect } from '../controls/DictSelect';
import { DictSwitch } from '../controls/DictSwitch';
import { SearchSelect } from '../controls/SearchSelect';
import { TreeSelect } from '../controls/TreeSelect';
import { AreaLinkage } from '../../widgets/area/AreaLinkage';
import { DepartSelect } from '../../widgets/pickers/DepartSelect';
import { PositionPicker, RolePicker, UserPicker } from '../../widgets/pickers/pickers';
import { PopupInput } from '../../widgets/popup/PopupInput';
import { LazyRichTextEditor } from '../../widgets/richText/LazyRichTextEditor';
import { FileUpload } from '../../widgets/upload/FileUpload';
import type { PopupInputProps } from '../../widgets/popup/PopupInput';

type FormItemProps = ComponentProps<typeof FormItem>;

/** A field's decorator: its grid cell holding the FormItem (label, *, tooltip, feedback). */
function FormCol({ span, ...item }: FormItemProps & { span: number }) {
  return (
    <Col span={span}>
      <FormItem {...item} />
    </Col>
  );
}

function FormRow({ children }: { children?: ReactNode }) {
  return <Row gutter={24}>{children}</Row>;
}

/** The popup sets its own field and the form's other destination fields. */
function FormReportPopup(props: PopupInputProps) {
  const form = useForm();
  const setOthers = (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) if (key !== props.field) form.setValuesIn(key, value);
  };
  return <PopupInput {...props} onPick={setOthers} />;
}

// Formily tells a failing field through its decorator; the controls outline themselves red too.
const withStatus = mapProps((props: object, field) => {
  const status = 'selfErrors' in field && field.selfErrors.length ? 'error' : '';
  return { ...props, status };
});

export const FORM_COMPONENTS = {
  FormCol,
  FormRow,
  Input,
  TextArea: Input.TextArea,
  Password,
  NumberPicker,
  DateInput: connect(DateInput, withStatus),
  DictSelect: connect(DictSelect, withStatus),
  DictRadio: connect(DictRadio),
  DictCheckbox: connect(DictCheckbox),
  DictSwitch: connect(DictSwitch),
  SearchSelect: connect(SearchSelect, withStatus),
  TreeSelect: connect(TreeSelect, withStatus),
  ReportPopup: connect(FormReportPopup, withStatus),
  AreaLinkage: connect(AreaLinkage, withStatus),
  UserPicker: connect(UserPicker, withStatus),
  DepartSelect: connect(DepartSelect, withStatus),
  RolePicker: connect(RolePicker, withStatus),
  PositionPicker: connect(PositionPicker, withStatus),
  FileUpload: connect(FileUpload),
  RichTextEditor: connect(LazyRichTextEditor),
};

export type FormComponentName = keyof typeof FORM_COMPONENTS;
