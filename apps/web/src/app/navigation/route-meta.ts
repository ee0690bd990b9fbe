// Metadata every route carries (spec 1 §2 Route metadata).
export interface RouteMeta {
  name: string;
  /** Portuguese display name for the breadcrumb. */
  title: string;
  publicPage?: boolean;
  allowCopy?: boolean;
  allowZoom?: boolean;
  scrolling?: boolean;
  avoidBreadcrumb?: boolean;
  favorites?: boolean;
}
