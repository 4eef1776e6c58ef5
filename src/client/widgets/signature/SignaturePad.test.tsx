import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SIGNATURE_TEXTS } from '../../../shared/signature';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { SignaturePad } from './SignaturePad';
import type { SignaturePadProps } from './SignaturePad';

const HEX = '0123456789abcdef0123456789abcdef';
const TIMEOUT = { timeout: 5_000 };
/** The 8 signature bytes of a PNG, as the canvas would export a drawing. */
const PNG_BASE64 = 'iVBORw0KGgo=';

/**
 * happy-dom has no canvas: a 2D context that records the strokes, and an export that answers the
 * PNG bytes above.
 */
function fakeCanvas() {
  const strokes: string[] = [];
  const context = {
    beginPath: vi.fn(),
    moveTo: vi.fn((x: number, y: number) => strokes.push(`M${x},${y}`)),
    lineTo: vi.fn((x: number, y: number) => strokes.push(`L${x},${y}`)),
    stroke: vi.fn(),
    clearRect: vi.fn(() => strokes.splice(0)),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${PNG_BASE64}`);
  return strokes;
}

function serveUpload() {
  const sent: { biz: string; name: string; bytes: string }[] = [];
  server.use(
    http.post(api('/sys/common/upload'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const bytes = btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())));
      sent.push({ biz: String(form.get('biz')), name: file.name, bytes });
      return HttpResponse.json({ success: true, code: 200, message: `signature/${HEX}/${file.name}` });
    }),
  );
  return sent;
}

function Harness(props: Omit<SignaturePadProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <div style={{ width: 390 }}>
      <SignaturePad {...props} aria-label="签字" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? '(null)'}</output>
    </div>
  );
}

const pad = () => screen.getByLabelText(SIGNATURE_TEXTS.padLabel('签字'));
const value = () => screen.getByTestId('value').textContent;
const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
function draw() {
  const canvas = pad();
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

describe('SignaturePad', { timeout: 20_000 }, () => {
  it('draws with the pointer, and 确认 uploads the drawing as a PNG and keeps its stored path', async () => {
    signIn();
    const strokes = fakeCanvas();
    const sent = serveUpload();
    renderWithApp(<Harness />);
    draw();
    expect(strokes.length).toBeGreaterThanOrEqual(4);
    // A move without a pressed pointer draws nothing.
    const drawn = strokes.length;
    fireEvent.pointerMove(pad(), { pointerId: 1, clientX: 90, clientY: 90 });
    expect(strokes.length).toBe(drawn);

    fireEvent.click(button(SIGNATURE_TEXTS.confirm));
    await waitFor(() => expect(value()).toBe(`signature/${HEX}/signature.png`), TIMEOUT);
    expect(sent).toEqual([{ biz: 'signature', name: 'signature.png', bytes: PNG_BASE64 }]);
    // The stored signature shows as its image, with a way to sign again.
    const image = screen.getByAltText(SIGNATURE_TEXTS.imageAlt);
    expect(image.getAttribute('src')).toContain(`/sys/common/static/signature/${HEX}/signature.png`);
    expect(button(SIGNATURE_TEXTS.resign)).toBeTruthy();
  });

  it('sends nothing for an empty pad, nor after 清除', async () => {
    signIn();
    const strokes = fakeCanvas();
    const sent = serveUpload();
    renderWithApp(<Harness />);
    fireEvent.click(button(SIGNATURE_TEXTS.confirm));
    expect(await screen.findByText(SIGNATURE_TEXTS.empty, {}, TIMEOUT)).toBeTruthy();
    draw();
    fireEvent.click(button(SIGNATURE_TEXTS.clear));
    expect(strokes).toEqual([]);
    fireEvent.click(button(SIGNATURE_TEXTS.confirm));
    await waitFor(() => expect(screen.getAllByText(SIGNATURE_TEXTS.empty)).toHaveLength(2), TIMEOUT);
    expect(sent).toEqual([]);
    expect(value()).toBe('(null)');
  });

  it('signs again over a kept signature, and 取消 keeps the old one', async () => {
    signIn();
    fakeCanvas();
    const sent = serveUpload();
    const old = `signature/${HEX}/old.png`;
    renderWithApp(<Harness initial={old} />);
    fireEvent.click(button(SIGNATURE_TEXTS.resign));
    fireEvent.click(button(SIGNATURE_TEXTS.cancel));
    expect(screen.getByAltText(SIGNATURE_TEXTS.imageAlt).getAttribute('src')).toContain('old.png');
    fireEvent.click(button(SIGNATURE_TEXTS.resign));
    draw();
    fireEvent.click(button(SIGNATURE_TEXTS.confirm));
    await waitFor(() => expect(value()).toBe(`signature/${HEX}/signature.png`), TIMEOUT);
    expect(sent).toHaveLength(1);
  });

  it('opens the pad in a dialog from a grid cell', async () => {
    signIn();
    fakeCanvas();
    serveUpload();
    renderWithApp(<Harness compact />);
    expect(screen.queryByLabelText(SIGNATURE_TEXTS.padLabel('签字'))).toBeNull();
    fireEvent.click(button(SIGNATURE_TEXTS.sign));
    expect(await screen.findByText(SIGNATURE_TEXTS.dialogTitle, {}, TIMEOUT)).toBeTruthy();
    draw();
    fireEvent.click(button(SIGNATURE_TEXTS.confirm));
    await waitFor(() => expect(value()).toBe(`signature/${HEX}/signature.png`), TIMEOUT);
    await waitFor(
      () => expect(screen.queryByLabelText(SIGNATURE_TEXTS.padLabel('签字'))).toBeNull(),
      TIMEOUT,
    );
    expect(button(SIGNATURE_TEXTS.resign)).toBeTruthy();
  });

  it('shows a disabled field’s signature without the pad', () => {
    signIn();
    renderWithApp(<Harness disabled />);
    expect(screen.getByText(SIGNATURE_TEXTS.unsigned)).toBeTruthy();
    expect(screen.queryByLabelText(SIGNATURE_TEXTS.padLabel('签字'))).toBeNull();
  });
});
