// Props every control shares: controlled value in the stored form (one value, or several joined by
// commas — what the server stores and the list query sends), so the same component serves an antd
// Form, a Formily field and a grid cell.
import type { CSSProperties } from 'react';
import { splitValues } from '../dict/fieldDict';

export interface ControlProps<V = string> {
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  placeholder?: string;
  /** 'error' outlines the control red (grid cells, form feedback). */
  status?: 'error' | 'warning' | '';
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** Several picked values -> the stored form: comma-joined, or undefined when none. */
export function joinValues(values: readonly string[]): string | undefined {
  return values.length ? values.join(',') : undefined;
}

export { splitValues };
