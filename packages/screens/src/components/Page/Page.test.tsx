import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomBar } from './BottomBar';
import { Page } from './Page';

describe('Page', () => {
  it('puts the content in the main landmark between the top bar and the bottom bar', () => {
    render(
      <Page navBar={<header>Repayment plan</header>} bottomBar={<BottomBar>Repay</BottomBar>}>
        <p>Instalment 1 of 12</p>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Instalment 1 of 12');
    expect(screen.getByRole('banner').compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByText('Repay'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows only the content when there is no top or bottom bar', () => {
    const { container } = render(
      <Page>
        <p>About us</p>
      </Page>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('About us');
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});

describe('BottomBar', () => {
  it('holds the buttons and runs their actions', async () => {
    const onRepay = vi.fn();
    render(
      <BottomBar>
        <button type="button" onClick={onRepay}>
          Repay
        </button>
      </BottomBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    expect(onRepay).toHaveBeenCalledTimes(1);
  });

  it('shows a summary such as the total beside the button', () => {
    render(
      <BottomBar summary={<span>Total to repay Rs. 26,790</span>}>
        <button type="button">Repay</button>
      </BottomBar>,
    );
    expect(screen.getByText('Total to repay Rs. 26,790')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repay' })).toBeInTheDocument();
  });
});
