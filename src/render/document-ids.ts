// Element ids shared by the server document and the browser entry.
export const PAGE_DATA_ELEMENT_ID = '__docgen_data';
export const ROOT_ELEMENT_ID = '__docgen';
