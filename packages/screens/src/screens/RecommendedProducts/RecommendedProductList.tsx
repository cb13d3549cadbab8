import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ProductCard } from '../../components/ProductCard';
import { SkeletonCards, type SkeletonCardShape } from '../../components/Skeleton';
import { useText } from '../../i18n/LocaleProvider';
import { space } from '../../theme/tokens';
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

/** A product card while it loads: logo and name, the figures, the button. */
export const PRODUCT_CARD_SKELETON: SkeletonCardShape = { rows: ['media', 'box', 'button'] };

/** Product cards drawn as shapes while they load, for a section that loads on its own (says "Loading…"). */
export function RecommendedProductListSkeleton({ count = 2 }: { count?: number }) {
  const t = useText();
  return (
    <SkeletonCards
      label={t('common.loading')}
      cards={Array.from({ length: count }, () => PRODUCT_CARD_SKELETON)}
    />
  );
}
