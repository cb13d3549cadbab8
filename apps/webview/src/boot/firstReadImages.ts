import { pageReads } from '@loan-h5/api';
import { promotionBannerSrc } from '@loan-h5/screens';

/**
 * The image a first read's reply names that the page shows as its largest paint, by endpoint name: the
 * start-up script fetches it as the reply arrives, through the same rule the screen uses for its address.
 */
export const firstReadImages: Readonly<Record<string, (data: Record<string, unknown>) => string | null>> = {
  [pageReads.channelTemplate.name]: (data) =>
    promotionBannerSrc(typeof data['bannerImage'] === 'string' ? data['bannerImage'] : undefined),
};
