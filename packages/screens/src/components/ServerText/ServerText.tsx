import { Fragment, useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { parseServerText, type ServerNode } from './serverMarkup';

export interface ServerTextProps {
  /** Text from the server, possibly with simple formatting (b, strong, i, em, p, br). */
  text: string;
}

/**
 * A server paragraph as a block span: server text often sits inside a `<p>`, a heading or a button,
 * where a real `<p>` is not allowed.
 */
const Paragraph = styled.span`
  display: block;

  & + & {
    margin-top: 0.5em;
  }
`;

function render(nodes: readonly ServerNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const inner = render(node.children);
    switch (node.tag) {
      case 'br':
        return <br key={index} />;
      case 'p':
        return <Paragraph key={index}>{inner}</Paragraph>;
      case 'b':
        return <b key={index}>{inner}</b>;
      case 'strong':
        return <strong key={index}>{inner}</strong>;
      case 'i':
        return <i key={index}>{inner}</i>;
      case 'em':
        return <em key={index}>{inner}</em>;
    }
  });
}

/**
 * Server text as the borrower should read it: its simple formatting as React elements through one
 * allow-list (`parseServerText`), every other tag dropped with its words kept, no attribute ever kept,
 * nothing through innerHTML. Put it where the text goes: `<p><ServerText text={message} /></p>`.
 */
export function ServerText({ text }: ServerTextProps) {
  const nodes = useMemo(() => parseServerText(text), [text]);
  return <>{render(nodes)}</>;
}
