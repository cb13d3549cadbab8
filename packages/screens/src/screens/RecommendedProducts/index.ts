export {
  RecommendedProductsScreen,
  type RecommendedProductsScreenProps,
  type RecommendedProductsStatus,
} from './RecommendedProductsScreen';
export {
  RecommendedProductList,
  RecommendedProductListSkeleton,
  PRODUCT_CARD_SKELETON,
  type RecommendedProduct,
  type RecommendedProductListProps,
} from './RecommendedProductList';
export { showTagsAt, TAGGED_PRODUCT_COUNT } from './showTagsAt';
