// The website rules live in the contract, so that forms and the API apply the same ones.
export { isWebsiteUrl, normalizeWebsiteUrl } from '@meridian/contract';
