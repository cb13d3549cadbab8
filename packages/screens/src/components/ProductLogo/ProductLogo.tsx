import { useState } from 'react';
import { styled } from 'styled-components';
import { color, font, radius } from '../../theme/tokens';

export type ProductLogoSize = 'sm' | 'md' | 'lg';

export interface ProductLogoProps {
  /** Logo URL from the server; without it (or when it fails to load) the name's initial is drawn. */
  src?: string | null;
  /** Product name: the image's text alternative and the source of the initial. */
  name: string;
  /** 32, 40 (default) or 56 px. */
  size?: ProductLogoSize;
  className?: string;
}

const Frame = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${color['brand-soft']};
  color: ${color.brand};
  font-weight: ${font.weight.bold};
  line-height: 1;
  user-select: none;

  &[data-size='sm'] {
    width: 32px;
    height: 32px;
    font-size: ${font.size.md};
  }
  &[data-size='md'] {
    width: 40px;
    height: 40px;
    font-size: ${font.size.lg};
  }
  &[data-size='lg'] {
    width: 56px;
    height: 56px;
    font-size: ${font.size.xl};
    border-radius: ${radius.lg};
  }

  /* A round or transparent logo sits on the card, not on a tinted square. */
  &:not([data-fallback]) {
    background: transparent;
  }
  & > img {
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: contain;
  }
`;

/** The first character of a name, whole even for emoji or combined letters, in capitals. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}

/** A lender's logo, or a drawn initial on a brand tile when there is none or it does not load. */
export function ProductLogo({ src, name, size = 'md', className }: ProductLogoProps) {
  // Remembers which URL failed, so a new URL gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : null;
  return (
    <Frame
      className={className}
      data-size={size}
      data-fallback={url ? undefined : ''}
      role={url ? undefined : 'img'}
      aria-label={url ? undefined : name}
    >
      {url ? (
        <img src={url} alt={name} decoding="async" onError={() => setFailedSrc(url)} />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </Frame>
  );
}
