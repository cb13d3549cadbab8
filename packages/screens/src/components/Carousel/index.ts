export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';
export { nextIndex, swipeDirection, type SwipeDirection } from './slides';
