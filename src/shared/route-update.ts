// The event the client router sends on `window` once it shows another
// address: a new page (its title and head already applied), or another
// `#fragment` of the same page. The page's first address is not announced:
// a script sees that one as it loads. It is what Docusaurus's client
// modules hear as onRouteDidUpdate, for scripts of a site's own (`scripts`,
// `headTags`), and how the gtag snippet counts page views.
export const ROUTE_UPDATE_EVENT = 'docgen:route-update';

export interface RouteUpdateDetail {
  /** The address shown before, whole. */
  previousUrl: string;
}
