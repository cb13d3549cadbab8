import { describe, expect, it } from 'vitest';
import { decodeEntities, parseServerText, serverPlainText, type ServerNode } from './serverMarkup';

const b = (...children: ServerNode[]): ServerNode => ({ tag: 'b', children });
const strong = (...children: ServerNode[]): ServerNode => ({ tag: 'strong', children });
const i = (...children: ServerNode[]): ServerNode => ({ tag: 'i', children });
const em = (...children: ServerNode[]): ServerNode => ({ tag: 'em', children });
const p = (...children: ServerNode[]): ServerNode => ({ tag: 'p', children });
const br: ServerNode = { tag: 'br', children: [] };

describe('parseServerText', () => {
  it.each<[string, string, ServerNode[]]>([
    ['plain text', 'Card blocked by the bank', ['Card blocked by the bank']],
    ['empty', '', []],
    ['a bold message', '<b>Kartu diblokir</b>', [b('Kartu diblokir')]],
    ['text then bold', 'Wrong image code. <b>Try again</b>', ['Wrong image code. ', b('Try again')]],
    ['each allowed tag', '<strong>s</strong><i>i</i><em>e</em>', [strong('s'), i('i'), em('e')]],
    ['nested tags', '<b>Pay <i>today</i> please</b>', [b('Pay ', i('today'), ' please')]],
    ['line breaks, every spelling', 'a<br>b<br/>c<BR />d', ['a', br, 'b', br, 'c', br, 'd']],
    ['a stray </br> is dropped', 'a</br>b', ['ab']],
    ['paragraphs', '<p>One</p><p>Two</p>', [p('One'), p('Two')]],
    ['a new paragraph ends the open one', '<p>One<p>Two', [p('One'), p('Two')]],
    ['uppercase tags', '<B>Loud</B> and <EM>soft</Em>', [b('Loud'), ' and ', em('soft')]],
    ['an unclosed tag ends with the text', '<b>Pay now', [b('Pay now')]],
    ['a stray closing tag is dropped', 'Pay</b> now', ['Pay now']],
    ['closing an outer tag closes the inner', '<b>x<i>y</b>z', [b('x', i('y')), 'z']],
    ['attributes are never kept', '<b style="color:red" onclick="x()">Due</b>', [b('Due')]],
    ['a quoted > inside an attribute', '<b title="a>b">Due</b>', [b('Due')]],
    ['other tags dropped, words kept', '<span class="x">Call <a href="tel:1">1500</a></span>', ['Call 1500']],
    ['a font tag round bold', '<font color=red><b>Late</b></font>', [b('Late')]],
    ['an image with onerror is nothing', '<img src=x onerror=alert(1)>Failed', ['Failed']],
    ['script with its content', 'Hi<script>alert(1)</script> there', ['Hi there']],
    ['uppercase script', 'Hi<SCRIPT type="x">alert(1)</SCRIPT>!', ['Hi!']],
    ['unclosed script drops the rest', 'Hi<script>alert(1)', ['Hi']],
    ['style with its content', '<style>b{color:red}</style><b>x</b>', [b('x')]],
    ['comments dropped', 'a<!-- note -->b<!-- open', ['ab']],
    ['a < that starts no tag is text', 'If 2 < 3 and 5 > 4', ['If 2 < 3 and 5 > 4']],
    ['< before a digit is text', 'Amount <5000', ['Amount <5000']],
    ['an unfinished tag is text', 'Pay <b', ['Pay <b']],
    ['entities in text', 'Tom &amp; Jerry &lt;3 &#39;hi&#x27; &quot;x&quot;', ['Tom & Jerry <3 \'hi\' "x"']],
    ['an escaped tag is text, not a tag', '&lt;b&gt;not bold&lt;/b&gt;', ['<b>not bold</b>']],
    ['an escaped script is text', '&lt;script&gt;x()&lt;/script&gt;', ['<script>x()</script>']],
    ['entities inside bold', '<b>Rp&nbsp;5.000</b>', [b('Rp\u00a05.000')]],
    ['unknown entities stay', 'a &copy2; &bogus; b', ['a &copy2; &bogus; b']],
  ])('%s', (_name, input, nodes) => {
    expect(parseServerText(input)).toEqual(nodes);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&#0;', '&#0;'],
    ['&#xD800;', '&#xD800;'],
    ['&#1114112;', '&#1114112;'],
    ['&#8212;', '—'],
    ['&AMP;', '&'],
  ])('%s → %s', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('serverPlainText', () => {
  it.each([
    ['<b>Kartu diblokir</b>', 'Kartu diblokir'],
    ['Line<br>two', 'Line\ntwo'],
    ['<p>One</p><p>Two</p>', 'One\nTwo'],
    ['<img src=x onerror=alert(1)><script>x()</script>Failed &amp; closed', 'Failed & closed'],
  ])('%j → %j', (input, output) => {
    expect(serverPlainText(input)).toBe(output);
  });
});
