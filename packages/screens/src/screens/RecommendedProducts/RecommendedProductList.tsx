import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { Card } from '../../components/Card';
import { ProductCard } from '../../components/ProductCard';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/LocaleProvider';
import { color, radius, space } from '../../theme/tokens';
import { showTagsAt } from './showTagsAt';

/**
 * A recommended loan product as the screens take it (camelCase; mirrors the API's `RecommendedProduct`).
 * Every text is the server's and renders as plain text.
 */
export interface RecommendedProduct {
  id: string;
  logo: string;
  name: string;
  /** false: shown, but its button looks disabled and a tap does nothing. */
  enabled: boolean;
  buttonText: string;
  /** The amounts on offer as the server words them, e.g. 'Rp 500.000 - Rp 5.000.000'. */
  amountRange: string;
  amountRangeLabel: string;
  rate: string;
  description: string;
  tags: readonly string[];
}

export interface RecommendedProductListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  products: readonly RecommendedProduct[];
  /** A tap on an enabled product's button, with its position in the list (for tracking). */
  onApply?: (product: RecommendedProduct, index: number) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

/**
 * The recommended products as cards, used by the recommended list, the joint-login failure page and
 * loan details. Tags show on the first two products only; a disabled product's button does nothing.
 */
export function RecommendedProductList({ products, onApply, ...rest }: RecommendedProductListProps) {
  const t = useText();
  const named = rest['aria-label'] || rest['aria-labelledby'];
  return (
    <List aria-label={named ? undefined : t('recommended.listLabel')} {...rest}>
      {products.map((product, index) => (
        <li key={`${product.id}-${index}`}>
          <ProductCard
            productName={product.name}
            productLogo={product.logo}
            amountRange={product.amountRange}
            amountRangeDes={product.amountRangeLabel}
            rate={product.rate}
            description={product.description}
            tags={product.tags}
            showTags={showTagsAt(index)}
            buttonText={product.buttonText}
            enabled={product.enabled}
            onApply={product.enabled ? () => onApply?.(product, index) : undefined}
          />
        </li>
      ))}
    </List>
  );
}

const pulse = keyframes`50% { opacity: 0.5; }`;

const Bone = styled.span`
  display: block;
  height: 16px;
  border-radius: ${radius.sm};
  background: ${color.page};
  animation: ${pulse} 1.4s ease-in-out infinite;

  &[data-bone='logo'] {
    width: 40px;
    height: 40px;
    border-radius: ${radius.md};
  }
  &[data-bone='name'] {
    width: 45%;
  }
  &[data-bone='figures'] {
    height: 64px;
    border-radius: ${radius.md};
  }
  &[data-bone='button'] {
    height: 44px;
    border-radius: ${radius.pill};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const BoneRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${space.md};
`;

/** Grey card shapes while the products load, so the page does not jump when they arrive. */
export function RecommendedProductListSkeleton({ count = 2 }: { count?: number }) {
  const t = useText();
  return (
    <div role="status">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <List aria-hidden="true" as="div">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} data-skeleton="">
            <BoneRow>
              <Bone data-bone="logo" />
              <Bone data-bone="name" />
            </BoneRow>
            <Bone data-bone="figures" />
            <Bone data-bone="button" />
          </Card>
        ))}
      </List>
    </div>
  );
}
