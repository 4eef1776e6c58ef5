// Renders an entity's generated form schema into a Formily form (main record or one-to-one sub-form).
import { FormLayout } from '@formily/antd-v5';
import type { Form } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import type { ISchema } from '@formily/react';
import { FORM_COMPONENTS } from './formilyComponents';

const SchemaField = createSchemaField({ components: FORM_COMPONENTS });

export function EntityFormFields({ form, schema }: { form: Form; schema: ISchema }) {
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical" colon={false}>
        <SchemaField schema={schema} />
      </FormLayout>
    </FormProvider>
  );
}
