// Add or edit one gateway route in a drawer: route id, name, target URI, enabled switch, the
// predicates (Path patterns or Methods, several values each) and the StripPrefix filter. Saved with
// POST updateAll { router }; the server validates again and applies the route at once.
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import {
  GATEWAY_FILTERS,
  GATEWAY_LIMITS,
  GATEWAY_METHODS,
  GATEWAY_PATHS,
  GATEWAY_PREDICATES,
  GATEWAY_TEXTS,
} from '../../../shared/tenants/gateway-texts';
import type { GatewayRoute, GatewayRouteSave } from '../../../shared/tenants/gateway-types';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { postAction } from '../../api/http';
import { useModalSave } from '../../widgets/useModalSave';

export const GATEWAY_FORM_WIDTH = 720;

interface Values {
  routerId: string;
  name?: string;
  uri: string;
  status: boolean;
  predicates: { name: string; args: string[] }[];
  filters: { name: string; parts: number }[];
}

const toValues = (route: GatewayRoute | null): Values =>
  route
    ? {
        routerId: route.routerId,
        name: route.name ?? '',
        uri: route.uri,
        status: route.status === 1,
        predicates: route.predicates,
        filters: route.filters.map((f) => ({ name: f.name, parts: Number(f.args[0]?.value ?? 0) })),
      }
    : { routerId: '', uri: '', status: true, predicates: [{ name: 'Path', args: [] }], filters: [] };

export function toSaveBody(values: Values, id: string | undefined): GatewayRouteSave {
  return {
    router: {
      ...(id ? { id } : {}),
      routerId: values.routerId,
      name: values.name ?? '',
      uri: values.uri,
      status: values.status ? 1 : 0,
      predicates: values.predicates,
      filters: values.filters.map((f) => ({
        name: f.name,
        args: [{ key: 'parts', value: String(f.parts ?? 0) }],
      })),
    },
  };
}

export function GatewayRouteForm({
  route,
  open,
  onClose,
  onSaved,
}: {
  /** null adds a route. */
  route: GatewayRoute | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(toValues(route));
  }, [open, route, form]);

  const { saving, save } = useModalSave(
    form,
    (values) => postAction(GATEWAY_PATHS.updateAll, toSaveBody(values, route?.id)),
    { successMessage: (reply) => reply.message, onDone: onSaved },
  );

  return (
    <Drawer
      title={`${GATEWAY_TEXTS.title} - ${route ? ENGINE_LIST_TEXTS.edit : ENGINE_LIST_TEXTS.add}`}
      open={open}
      width={GATEWAY_FORM_WIDTH}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={save}>
          {GATEWAY_TEXTS.submit}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={toValues(route)}>
        <Form.Item
          name="routerId"
          label={GATEWAY_TEXTS.routerId}
          rules={[
            { required: true, message: GATEWAY_TEXTS.routerIdRequired },
            {
              pattern: /^[A-Za-z0-9_-]+$/,
              max: GATEWAY_LIMITS.routerIdLength,
              message: GATEWAY_TEXTS.routerIdInvalid,
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="name"
          label={GATEWAY_TEXTS.name}
          rules={[{ max: GATEWAY_LIMITS.nameLength, message: GATEWAY_TEXTS.nameTooLong }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="uri"
          label={GATEWAY_TEXTS.uri}
          rules={[{ required: true, message: GATEWAY_TEXTS.uriRequired }]}
        >
          <Input placeholder={GATEWAY_TEXTS.uriPlaceholder} />
        </Form.Item>
        <Form.Item name="status" label={GATEWAY_TEXTS.status} valuePropName="checked">
          <Switch checkedChildren={GATEWAY_TEXTS.enabled} unCheckedChildren={GATEWAY_TEXTS.disabled} />
        </Form.Item>
        <Form.Item label={GATEWAY_TEXTS.predicates} required>
          <Form.List name="predicates">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[item.name, 'name']} rules={[{ required: true }]}>
                      <Select
                        style={{ width: 120 }}
                        aria-label={GATEWAY_TEXTS.predicateName}
                        options={GATEWAY_PREDICATES.map((p) => ({ value: p, label: p }))}
                      />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.predicates !== b.predicates}>
                      {() => (
                        <Form.Item
                          name={[item.name, 'args']}
                          rules={[{ required: true, message: GATEWAY_TEXTS.predicateArgs }]}
                        >
                          <Select
                            mode="tags"
                            style={{ width: 400 }}
                            aria-label={GATEWAY_TEXTS.predicateArgs}
                            placeholder={GATEWAY_TEXTS.predicateArgs}
                            options={
                              form.getFieldValue(['predicates', item.name, 'name']) === 'Method'
                                ? GATEWAY_METHODS.map((m) => ({ value: m, label: m }))
                                : []
                            }
                          />
                        </Form.Item>
                      )}
                    </Form.Item>
                    <a onClick={() => remove(item.name)}>{GATEWAY_TEXTS.remove}</a>
                  </Space>
                ))}
                {items.length < GATEWAY_LIMITS.maxItems && (
                  <Button type="dashed" onClick={() => add({ name: 'Path', args: [] })}>
                    {GATEWAY_TEXTS.addPredicate}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={GATEWAY_TEXTS.filters}>
          <Form.List name="filters">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[item.name, 'name']} rules={[{ required: true }]}>
                      <Select
                        style={{ width: 140 }}
                        options={GATEWAY_FILTERS.map((f) => ({ value: f, label: f }))}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'parts']} label={GATEWAY_TEXTS.stripParts}>
                      <InputNumber min={0} max={GATEWAY_LIMITS.maxStripParts} precision={0} />
                    </Form.Item>
                    <a onClick={() => remove(item.name)}>{GATEWAY_TEXTS.remove}</a>
                  </Space>
                ))}
                {items.length < GATEWAY_LIMITS.maxItems && (
                  <Button type="dashed" onClick={() => add({ name: 'StripPrefix', parts: 1 })}>
                    {GATEWAY_TEXTS.addFilter}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
