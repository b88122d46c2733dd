/** The library property names the script tag build shortens. */
export declare const OWN_LIBRARY_PROPERTIES: RegExp;
