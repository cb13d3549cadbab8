import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ServerText } from './ServerText';

describe('ServerText', () => {
  it('draws the allowed formatting as elements, without the tags as text', () => {
    const { container } = render(
      <p>
        <ServerText text="Wrong image code. <B>Try again</B><br><em>now</em>" />
      </p>,
    );
    expect(container.textContent).toBe('Wrong image code. Try againnow');
    expect(container.querySelector('b')).toHaveTextContent('Try again');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('em')).toHaveTextContent('now');
  });

  it('keeps no attribute and runs nothing', () => {
    const { container } = render(
      <div>
        <ServerText
          text={
            '<b onclick="alert(1)" style="color:red">Due</b><img src=x onerror="alert(1)"><script>alert(2)</script>'
          }
        />
      </div>,
    );
    expect(container.firstElementChild!.innerHTML).toBe('<b>Due</b>');
  });

  it('shows an escaped tag as its characters', () => {
    const { container } = render(
      <div>
        {/* In braces: JSX would decode the entities of a quoted attribute itself. */}
        <ServerText text={'&lt;img src=x onerror=alert(1)&gt;'} />
      </div>,
    );
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws paragraphs as block spans, so it may sit inside a <p>', () => {
    const { container } = render(
      <p>
        <ServerText text="<p>One</p><p>Two</p>" />
      </p>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect([...container.querySelectorAll('p > span')].map((s) => s.textContent)).toEqual(['One', 'Two']);
  });
});
