export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { collapseBreadcrumbs } from './collapseBreadcrumbs';
export type { BreadcrumbLayout, CollapseOptions } from './collapseBreadcrumbs';
