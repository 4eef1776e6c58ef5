// The geolocation control in a generated form: the field it sits on takes the longitude, the field
// named by form.latitudeField the latitude (formSchema keeps that field's box out of sight).
import { observer, useForm } from '@formily/react';
import { GeolocationInput } from '../../widgets/geolocation/GeolocationInput';
import type { GeoPosition } from '../../widgets/geolocation/GeolocationInput';

export interface FormGeolocationProps {
  value?: number | string | null;
  onChange?: (value: number | null) => void;
  latitudeField: string;
  precision?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

export const FormGeolocation = observer(function FormGeolocation({
  value,
  onChange,
  latitudeField,
  ...rest
}: FormGeolocationProps) {
  const form = useForm();
  const change = (position: GeoPosition | null) => {
    onChange?.(position?.longitude ?? null);
    form.setValuesIn(latitudeField, position?.latitude ?? null);
  };
  return (
    <GeolocationInput
      {...rest}
      longitude={value}
      latitude={form.getValuesIn(latitudeField) as number | string | null | undefined}
      onChange={change}
    />
  );
});
