export const GZIP_BUDGET_KB: number;
export const GZIP_CEILING_KB: number;
