import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'open', label: 'In progress', content: <p>2 complaints in progress</p> },
  { value: 'done', label: 'Completed', content: <p>5 complaints completed</p> },
  { value: 'all', label: 'All', content: <p>7 complaints</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    render(<Tabs items={items} label="Complaints" />);
    expect(screen.getByRole('tablist', { name: 'Complaints' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'In progress' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'In progress' })).toHaveTextContent(
      '2 complaints in progress',
    );
    expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('switches on tap and reports only real changes', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} defaultValue="done" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('all');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('7 complaints');
  });

  it('has one tab stop and moves with arrow, Home and End keys', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.keyboard('{ArrowRight}');
    const completed = screen.getByRole('tab', { name: 'Completed' });
    expect(completed).toHaveFocus();
    expect(completed).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith('done');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('open');

    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled value and renders panels from a function', async () => {
    function Host() {
      const [tab, setTab] = useState('all');
      return (
        <Tabs items={items} value={tab} onChange={setTab}>
          {(value) => <p>Panel for {value}</p>}
        </Tabs>
      );
    }
    render(<Host />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel for all');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel for done');
  });

  it('falls back to the first tab when the value is unknown', () => {
    render(<Tabs items={items} value="gone" />);
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
  });
});
