import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTopOfNewPage } from './useTopOfNewPage';

const probe = { navigate: (() => {}) as NavigateFunction };
function Page() {
  useTopOfNewPage();
  const navigate = useNavigate();
  useEffect(() => {
    probe.navigate = navigate;
  });
  return null;
}

describe('useTopOfNewPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/loanDetails']}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => probe.navigate('/relevant'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the position alone for a new query on the same page and for back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/relevant', '/loanDetails']} initialIndex={1}>
        <Page />
      </MemoryRouter>,
    );
    await act(() => probe.navigate('/loanDetails?orderId=2'));
    await act(() => probe.navigate(-2));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
