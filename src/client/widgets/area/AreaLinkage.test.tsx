import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AREA_BAD_TYPE } from '../../../shared/area/regionTree';
import { renderWithApp } from '../../test/render';
import { AreaLinkage } from './AreaLinkage';
import { AreaText } from './AreaText';

const WAIT = { timeout: 10_000 };

describe('area linkage', () => {
  it('shows a stored district as its path in the cascader', async () => {
    renderWithApp(<AreaLinkage value="450103" aria-label="注册地区" />);
    expect(await screen.findByText('广西壮族自治区 / 南宁市 / 青秀区', {}, WAIT)).toBeTruthy();
  });

  it('chooses province, city and district with three selects, keeping the last code', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithApp(<AreaLinkage type="select" aria-label="地区" onChange={onChange} />);
    const pick = async (label: string, option: string) => {
      const box = screen.getByRole('combobox', { name: label });
      fireEvent.mouseDown(box);
      // The option list is virtual: search, as a person would among 31 provinces.
      fireEvent.change(box, { target: { value: option } });
      fireEvent.click(await screen.findByTitle(option, {}, WAIT));
    };
    await waitFor(() => expect(screen.getByRole('combobox', { name: '地区请选择省' })).toBeTruthy(), WAIT);
    await pick('地区请选择省', '广西壮族自治区');
    expect(onChange).toHaveBeenLastCalledWith('450000');
    rerender(<AreaLinkage type="select" aria-label="地区" value="450000" onChange={onChange} />);
    await pick('地区请选择市', '南宁市');
    expect(onChange).toHaveBeenLastCalledWith('450100');
    rerender(<AreaLinkage type="select" aria-label="地区" value="450100" onChange={onChange} />);
    await pick('地区请选择区', '横州市');
    expect(onChange).toHaveBeenLastCalledWith('450181');
  });

  it("refuses any other type with 'Bad type value'", () => {
    renderWithApp(<AreaLinkage type="tree" />);
    expect(screen.getByRole('alert').textContent).toBe(AREA_BAD_TYPE);
  });

  it('names a code in a list cell, and leaves an unknown one as it is', async () => {
    renderWithApp(
      <>
        <p>
          <AreaText code="110000" />
        </p>
        <p>
          <AreaText code="000001" />
        </p>
      </>,
    );
    expect(await screen.findByText('北京市', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('000001')).toBeTruthy();
  });
});
