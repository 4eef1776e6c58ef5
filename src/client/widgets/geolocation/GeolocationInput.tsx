// The geolocation control (form control 'geolocation'): 获取当前位置 asks the browser for the device's
// position and hands over its longitude and latitude, shown with the accuracy the device reports.
// Refused or unavailable positions are told in plain words and leave the fields as they were: the
// fields are optional, so the user may go on without them. Nothing is loaded from the internet.
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { GEOLOCATION_LIMITS, GEOLOCATION_TEXTS as T } from './geolocationTexts';

export interface GeoPosition {
  longitude: number;
  latitude: number;
}

export interface GeolocationInputProps {
  longitude?: number | string | null;
  latitude?: number | string | null;
  /** The new position, or null when the user clears it. */
  onChange?: (position: GeoPosition | null) => void;
  /** Decimals kept (the fields' scale). */
  precision?: number;
  disabled?: boolean;
  'aria-label'?: string;
}

const DEFAULT_PRECISION = 6;
/** GeolocationPositionError codes (the constants live on the error, not on a global in every browser). */
const ERROR_TEXTS: Record<number, string> = { 1: T.denied, 2: T.unavailable, 3: T.timeout };

const coordinate = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** Why no position can be asked for at all, or null when the browser may be asked. */
function unavailableReason(): string | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return T.insecure;
  return typeof navigator !== 'undefined' && navigator.geolocation ? null : T.unsupported;
}

export function GeolocationInput({
  longitude,
  latitude,
  onChange,
  precision = DEFAULT_PRECISION,
  disabled,
  'aria-label': label,
}: GeolocationInputProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  // An answer arriving after the dialog closed must not touch a gone form.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const lng = coordinate(longitude);
  const lat = coordinate(latitude);
  const located = lng !== null && lat !== null;

  const locate = () => {
    const reason = unavailableReason();
    if (reason) return setProblem(reason);
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setLocating(false);
        setAccuracy(Math.round(coords.accuracy));
        const round = (value: number) => Number(value.toFixed(precision));
        onChange?.({ longitude: round(coords.longitude), latitude: round(coords.latitude) });
      },
      (error) => {
        if (!mounted.current) return;
        setLocating(false);
        setProblem(ERROR_TEXTS[error.code] ?? T.unavailable);
      },
      {
        enableHighAccuracy: true,
        timeout: GEOLOCATION_LIMITS.timeoutMs,
        // 重新获取位置 asks anew: the user moved (a check-in refused as too far from the site).
        maximumAge: located ? 0 : GEOLOCATION_LIMITS.maximumAgeMs,
      },
    );
  };

  const clear = () => {
    setAccuracy(null);
    setProblem(null);
    onChange?.(null);
  };

  const shown = located
    ? [
        T.position(lng.toFixed(precision), lat.toFixed(precision)),
        accuracy === null ? '' : T.accuracy(accuracy),
      ]
        .filter(Boolean)
        .join('，')
    : locating
      ? T.locating
      : T.none;

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} role="group" aria-label={label}>
      {!disabled && (
        <Space wrap size={8}>
          <Button icon={<EnvironmentOutlined />} loading={locating} onClick={locate}>
            {located ? T.relocate : T.locate}
          </Button>
          {located && (
            <Button type="link" onClick={clear}>
              {T.clear}
            </Button>
          )}
        </Space>
      )}
      <Typography.Text type={located ? undefined : 'secondary'} aria-live="polite">
        {shown}
      </Typography.Text>
      {problem && <Alert type="warning" showIcon message={problem} />}
    </Space>
  );
}
