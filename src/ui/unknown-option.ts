/** SPEC: a stored value that is not in its option list displays as 'Unknown'. */
export const UNKNOWN_OPTION_NAME = 'Unknown';
