import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeSmallTargets, findSmallTouchTargets } from './touchTargets';

// jsdom has no layout: each element's box comes from its `data-box="WxH"` (0×0 without one).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [width = 0, height = 0] = (this.getAttribute('data-box') ?? '0x0').split('x').map(Number);
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  return findSmallTouchTargets(document.body);
}
const names = (html: string) => page(html).map((t) => `${t.role} "${t.name}" ${t.width}x${t.height}`);

describe('touch targets', () => {
  it('passes a 44×44 button and fails one that is too narrow or too short', () => {
    expect(
      names(`
        <button data-box="44x44">Ok</button>
        <button aria-label="Go to slide 2" data-box="32x44"></button>
        <a href="/help" style="display:block" data-box="120x20">Help</a>
      `),
    ).toEqual(['button "Go to slide 2" 32x44', 'link "Help" 120x20']);
  });

  it('measures every interactive kind: roles, inputs, selects, summaries', () => {
    expect(
      names(`
        <div role="tab" data-box="80x30">Paid</div>
        <span role="checkbox" aria-label="Agree" data-box="20x20"></span>
        <input aria-label="Phone" data-box="200x30" />
        <select aria-label="Market" data-box="200x30"></select>
        <details><summary data-box="200x30">More</summary></details>
      `),
    ).toEqual([
      'tab "Paid" 80x30',
      'checkbox "Agree" 20x20',
      'textbox "Phone" 200x30',
      'combobox "Market" 200x30',
      'button "More" 200x30',
    ]);
  });

  it('forgives a few hundredths of a pixel of layout rounding, not more', () => {
    expect(names(`<button data-box="43.97x44">A</button><button data-box="43.5x44">B</button>`)).toEqual([
      'button "B" 43.5x44',
    ]);
  });

  it('measures a transparent input by the label the borrower actually taps', () => {
    expect(
      names(`
        <label data-box="328x44"><input type="checkbox" style="opacity:0" data-box="20x20" />I agree</label>
        <label data-box="30x30"><input type="radio" aria-label="3 stars" style="opacity:0" data-box="1x1" /></label>
      `),
    ).toEqual(['radio "3 stars" 30x30']);
    expect(describeSmallTargets(page(`<label data-box="30x30"><input type="radio" /> Yes</label>`))).toBe(
      'Touch targets smaller than 44×44 px:\n  radio "Yes" (by its label) is 30×30 px',
    );
  });

  it('skips what is not shown: display none (also an ancestor), visibility hidden, zero size, inert', () => {
    expect(
      names(`
        <button style="display:none" data-box="10x10">A</button>
        <div style="display:none"><button data-box="10x10">B</button></div>
        <button style="visibility:hidden" data-box="10x10">C</button>
        <button>D</button>
        <div inert><button data-box="10x10">E</button></div>
        <input type="hidden" />
      `),
    ).toEqual([]);
  });

  it('skips a link inside running text, but not a link standing alone or beside other links only', () => {
    expect(
      names(`
        <p>Read the <a href="/terms" data-box="60x21">loan agreement</a> before you confirm.</p>
        <p>Open the <button style="display:inline" data-box="80x21">privacy policy</button> any time.</p>
        <p>I agree to the <button style="display:inline-block;background:none;border:0" data-box="80x21">loan agreement</button></p>
        <p><a href="/a" data-box="60x21">Privacy</a> <a href="/b" data-box="60x21">Terms</a></p>
        <div style="display:flex"><span>Need help?</span><a href="/c" style="display:block" data-box="60x21">Call us</a></div>
      `),
    ).toEqual(['link "Privacy" 60x21', 'link "Terms" 60x21', 'link "Call us" 60x21']);
  });

  it('measures a button that looks like a button even when it sits beside text', () => {
    expect(
      names(`
        <p>Payment failed. <button style="display:inline-block;background:#2348c7" data-box="60x30">Retry</button></p>
        <p>Code sent. <button style="display:inline-block;border:1px solid #2348c7" data-box="60x30">Resend</button></p>
        <p>Need help? <button style="display:inline-flex;background:none;border:0" data-box="60x30">Call</button></p>
      `),
    ).toEqual(['button "Retry" 60x30', 'button "Resend" 60x30', 'button "Call" 60x30']);
  });

  it('names a target in its failure message by role, accessible name and size', () => {
    const small = page(`
      <span id="t">Close dialog</span>
      <button aria-labelledby="t" style="display:inline-block" data-box="24x24"><svg></svg></button>
      <a href="/x" title="Home" style="display:block" data-box="30x30"></a>
    `);
    expect(describeSmallTargets(small)).toBe(
      [
        'Touch targets smaller than 44×44 px:',
        '  button "Close dialog" is 24×24 px',
        '  link "Home" is 30×30 px',
      ].join('\n'),
    );
  });
});
