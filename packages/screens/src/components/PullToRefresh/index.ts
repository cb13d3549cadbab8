export { PullToRefresh, type PullToRefreshProps } from './PullToRefresh';
export { dampPull, pullState, PULL_THRESHOLD, type PullState } from './pull';
