// Element ids shared by the server document and the browser entry.
export const PAGE_DATA_ELEMENT_ID = '__docgen_data';
export const ROOT_ELEMENT_ID = '__docgen';
/** The region around the skip link, which a client navigation focuses (see router.ts). */
export const SKIP_REGION_ID = '__docgen_skip';
