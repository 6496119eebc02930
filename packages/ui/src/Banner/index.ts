export { Banner, type BannerProps } from './Banner.tsx';
export { bannerTone, type BannerTone } from './bannerTone.ts';
