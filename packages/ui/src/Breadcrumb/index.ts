export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './Breadcrumb.tsx';
