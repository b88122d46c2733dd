// The library property names the script tag build shortens (rollup.config.mjs explains why each is
// safe; tests/unit/scripts/own-libraries-mangle.test.ts holds the libraries that name them).
export const OWN_LIBRARY_PROPERTIES = /^(_[A-Za-z]\w*|memoizedState)$/;
