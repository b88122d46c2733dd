export const GZIP_BUDGET_KB: number;
