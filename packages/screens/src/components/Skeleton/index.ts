export {
  Skeleton,
  SkeletonCard,
  SkeletonCards,
  type SkeletonBlockShape,
  type SkeletonCardShape,
  type SkeletonCardsProps,
  type SkeletonRow,
} from './Skeleton';
export { PageSkeleton, type PageSkeletonProps } from './PageSkeleton';
