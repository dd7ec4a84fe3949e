export { Banner } from './Banner';
export type { BannerProps, BannerTone } from './Banner';
