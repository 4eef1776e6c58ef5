// The geolocation control in the investigation's 签到 step: 获取当前位置 fills the longitude and the
// latitude from the device's position and shows it; a refused permission is told in words and the
// step is still sent, without a position. navigator.geolocation is a stand-in answering at once.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import OperationDialog from '../operations/OperationDialog';
import type { OperationBody } from '../operations/useOperationRunner';
import { GEOLOCATION_LIMITS, GEOLOCATION_TEXTS } from '../../widgets/geolocation/geolocationTexts';
import { cacheDictionaries, schemaResult } from './testing/schemas';

const PERMISSION_DENIED = 1;

type Answer = (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void;

function standInGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function openCheckIn() {
  cacheDictionaries();
  const schema = schemaResult('investigation');
  const operation = schema.entity.operations!.find((op) => op.name === 'checkIn')!;
  const onSubmit = vi.fn((_body: OperationBody) => Promise.resolve(true));
  renderWithApp(
    <OperationDialog
      schema={schema}
      operation={operation}
      rows={[{ id: 'I1', status: '0' }]}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('the geolocation control', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('fills the longitude and the latitude from the position and shows them with the accuracy', async () => {
    const getCurrentPosition = standInGeolocation((success) =>
      success({
        coords: { longitude: 108.36654321, latitude: 22.81700049, accuracy: 12.4 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    const onSubmit = openCheckIn();
    // The latitude has no box of its own: the one control fills both.
    expect(screen.queryByLabelText('签到纬度')).toBeNull();
    expect(screen.getByText(GEOLOCATION_TEXTS.none)).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: new RegExp(GEOLOCATION_TEXTS.locate) }));
    await screen.findByText('经度 108.366543，纬度 22.817000，精度约 12 米');
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({
      timeout: GEOLOCATION_LIMITS.timeoutMs,
      maximumAge: GEOLOCATION_LIMITS.maximumAgeMs,
    });
    // 重新获取位置 takes no cached position: the user has moved.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GEOLOCATION_TEXTS.relocate) }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(2));
    expect(getCurrentPosition.mock.calls[1]![2]).toMatchObject({ maximumAge: 0 });

    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].values).toEqual({ checkInLng: 108.366543, checkInLat: 22.817 });
  });

  it('tells a refused permission and still sends the step, without a position', async () => {
    standInGeolocation((_success, failure) =>
      failure({ code: PERMISSION_DENIED, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const onSubmit = openCheckIn();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(GEOLOCATION_TEXTS.locate) }));
    await screen.findByText(GEOLOCATION_TEXTS.denied);
    expect(screen.getByText(GEOLOCATION_TEXTS.none)).toBeTruthy();

    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0].values ?? {};
    expect(values.checkInLng ?? null).toBeNull();
    expect(values.checkInLat ?? null).toBeNull();
  });

  it('tells a browser without geolocation before asking anything', async () => {
    Reflect.deleteProperty(navigator, 'geolocation'); // happy-dom's own answers null
    openCheckIn();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(GEOLOCATION_TEXTS.locate) }));
    await screen.findByText(GEOLOCATION_TEXTS.unsupported);
  });
});
