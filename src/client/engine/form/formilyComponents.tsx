// The components the generated form schema names: the engine's plain controls connected to Formily
// fields, @formily/antd-v5's text and number boxes, and the grid layout (antd Row / Col around
// @formily/antd-v5's FormItem, so spans follow form.span on the 24-column grid).
import { FormItem, Input, NumberPicker, Password } from '@formily/antd-v5';
import { connect, mapProps, observer, useField, useForm } from '@formily/react';
import { Col, Row } from 'antd';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { DateInput } from '../controls/DateInput';
import { DictCheckbox } from '../controls/DictCheckbox';
import { DictRadio } from '../controls/DictRadio';
import { DictSelect } from '../controls/DictSelect';
import { DictSwitch } from '../controls/DictSwitch';
import { RateInput } from '../controls/RateInput';
import { SearchSelect } from '../controls/SearchSelect';
import { TreeSelect } from '../controls/TreeSelect';
import { AreaLinkage } from '../../widgets/area/AreaLinkage';
import { DepartSelect } from '../../widgets/pickers/DepartSelect';
import { PositionPicker, RolePicker, UserPicker } from '../../widgets/pickers/pickers';
import type { UserPickerProps } from '../../widgets/pickers/pickers';
import { PopupInput } from '../../widgets/popup/PopupInput';
import { LazyRichTextEditor } from '../../widgets/richText/LazyRichTextEditor';
import { FileUpload } from '../../widgets/upload/FileUpload';
import { SignaturePad } from '../../widgets/signature/SignaturePad';
import type { PopupInputProps } from '../../widgets/popup/PopupInput';
import { useSession } from '../../session/useSession';
import { splitValues } from '../controls/controlProps';
import { dictTextKey } from '../schema/entityModel';
import { FormGeolocation } from './FormGeolocation';
import { useChoiceFill } from './useChoiceFill';
import { useSoleOptionPrefill } from './useSoleOptionPrefill';

type FormItemProps = ComponentProps<typeof FormItem>;

/**
 * A field's decorator: its grid cell holding the FormItem (label, *, tooltip, feedback); a whole row
 * on a phone-sized screen (under antd's md breakpoint), where two fields side by side do not fit.
 */
function FormCol({ span, ...item }: FormItemProps & { span: number }) {
  return (
    <Col xs={24} md={span}>
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

/** The picker's box takes the texts of values it did not pick itself (PickerInput `texts`). */
const TextedUserPicker = UserPicker as ComponentType<
  UserPickerProps & { texts?: ReadonlyMap<string, string> }
>;

/**
 * A user field stores usernames and shows real names: the box names the users the form started with
 * by the names the server read with the record (`<key>_dictText`), and the signed-in user — a new
 * form's $username default — by their own name, so neither shows a login name.
 */
const FormUserPicker = observer(function FormUserPicker(props: UserPickerProps) {
  const form = useForm();
  const field = useField();
  const { userInfo } = useSession();
  const key = String(field.props.name);
  const initial = form.initialValues as Record<string, unknown>;
  const values = splitValues(initial[key]);
  const names = splitValues(initial[dictTextKey(key)]);
  const texts = new Map<string, string>();
  if (userInfo?.username && userInfo.realname) texts.set(userInfo.username, userInfo.realname);
  if (values.length === names.length) values.forEach((value, i) => names[i] && texts.set(value, names[i]));
  return <TextedUserPicker {...props} texts={texts} />;
});

interface DictScopeProps {
  scopeField?: string;
  /** The record the form edits or steps, for an option rule reading fields the form lacks. */
  recordId?: string;
  filterKeys?: string[];
  /** A choice fills other fields of the form (the field's fill and forces). */
  fills?: boolean;
  /** The chosen row may force fields (the field's forces): the form's value holds them too. */
  holds?: boolean;
  value?: unknown;
  /** Fields a choice fills only while empty or holding the previous choice's value (defaultFrom). */
  fillIfEmpty?: string[];
  /** A new record's reference field: its only option, if only one, is chosen (useSoleOptionPrefill). */
  prefillSole?: boolean;
  dict?: string;
  dictCode?: string;
  onChange?: (value: unknown) => void;
}

/**
 * A table-dictionary control whose field narrows its options or fills others (formSchema
 * dictScopeProps): the options follow the form's filter values, and a choice fills the fields. A
 * component rather than a mapProps mapper: Formily assigns a mapper's answer onto the props it was
 * given, so the scope props could not be taken out and the field's onChange would be overwritten.
 */
function withDictScope<P extends object>(Target: ComponentType<P>) {
  return observer(function DictScoped(props: P & DictScopeProps) {
    const {
      scopeField,
      recordId,
      filterKeys = [],
      fills = false,
      holds = false,
      fillIfEmpty = [],
      prefillSole = false,
      onChange,
      ...rest
    } = props;
    const form = useForm();
    const code = props.dict ?? props.dictCode ?? '';
    const fill = useChoiceFill(form, code, scopeField ?? '', fillIfEmpty, {
      holds: holds && !!scopeField,
      value: props.value,
    });
    const values = Object.fromEntries(filterKeys.map((key) => [key, form.values[key] ?? null]));
    const scope = scopeField ? { field: scopeField, values, ...(recordId ? { recordId } : {}) } : null;
    const choose = (value: unknown) => {
      onChange?.(value);
      if (scopeField && fills) fill(value);
    };
    // The sole option is chosen as the user would choose it, so it fills what a choice fills.
    useSoleOptionPrefill(prefillSole, code, scope, choose);
    if (!scope) return <Target {...(rest as P)} onChange={onChange} />;
    return <Target {...(rest as P)} scope={scope} onChange={choose} />;
  });
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
  DictSelect: connect(DictSelect, withStatus, withDictScope),
  DictRadio: connect(DictRadio),
  DictCheckbox: connect(DictCheckbox),
  DictSwitch: connect(DictSwitch),
  SearchSelect: connect(SearchSelect, withStatus, withDictScope),
  TreeSelect: connect(TreeSelect, withStatus),
  ReportPopup: connect(FormReportPopup, withStatus),
  AreaLinkage: connect(AreaLinkage, withStatus),
  UserPicker: connect(FormUserPicker, withStatus),
  DepartSelect: connect(DepartSelect, withStatus),
  RolePicker: connect(RolePicker, withStatus),
  PositionPicker: connect(PositionPicker, withStatus),
  FileUpload: connect(FileUpload),
  SignaturePad: connect(SignaturePad),
  RichTextEditor: connect(LazyRichTextEditor),
  Geolocation: connect(FormGeolocation),
  RateInput: connect(RateInput),
};

export type FormComponentName = keyof typeof FORM_COMPONENTS;
