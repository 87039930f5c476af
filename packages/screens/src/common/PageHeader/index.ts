export { BackLink, type BackLinkProps } from './BackLink';
export { PageHeader, type PageHeaderProps } from './PageHeader';
