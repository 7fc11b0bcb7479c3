// A public page's section as its loader hands it to the page (decision 036): the data, or
// why there is none. The page shows the SPEC's error text (or not-found view) in place of
// a section that is not `ok`; the loader's status says the same to the browser and caches.
export type Section<T> = { ok: true; data: T } | { ok: false; status: SectionFailure };

/** 404: the resource does not exist. 503: it could not be read (the database failed). */
export type SectionFailure = 404 | 503;
