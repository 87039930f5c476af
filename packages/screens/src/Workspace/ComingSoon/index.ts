export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export { COMING_SOON_PAGES, type ComingSoonPage } from './ComingSoon.rules';
