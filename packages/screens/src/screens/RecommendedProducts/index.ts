export {
  RecommendedProductsScreen,
  type RecommendedProductsScreenProps,
  type RecommendedProductsStatus,
} from './RecommendedProductsScreen';
export {
  RecommendedProductList,
  RecommendedProductListSkeleton,
  type RecommendedProduct,
  type RecommendedProductListProps,
} from './RecommendedProductList';
export { showTagsAt, TAGGED_PRODUCT_COUNT } from './showTagsAt';
