// Metadata every route carries (docs/product/platform-accounts-subscription.md §2 Route metadata).
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
  /**
   * Works with no network (the shell, the calculators, kept drugs and products, the stored lists);
   * any other signed-in screen shows the offline message while the device is offline.
   */
  offline?: boolean;
}
