// Coloured dictionary values as tags: a light colour (一般风险's yellow) takes dark text, which white
// text on it could hardly be read; darker ones keep antd's white.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictTags, isLightColour } from './DictTags';

const RISK_LEVELS = [
  { value: '1', text: '重大风险', title: '重大风险', color: '#F5222D' },
  { value: '2', text: '较大风险', title: '较大风险', color: '#FA8C16' },
  { value: '3', text: '一般风险', title: '一般风险', color: '#FADB14' },
  { value: '4', text: '低风险', title: '低风险', color: '#1890FF' },
];

describe('dictionary tags', () => {
  it('tells light colours from dark ones', () => {
    expect(['#FADB14', '#FA8C16', '#F5222D', '#1890FF', 'green'].map(isLightColour)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('writes dark text on a yellow tag and leaves a red one white', () => {
    render(<DictTags items={RISK_LEVELS} values={['3', '1']} />);
    expect(screen.getByText('一般风险').style.color).toBe('rgba(0, 0, 0, 0.88)');
    expect(screen.getByText('重大风险').style.color).toBe('');
  });
});
