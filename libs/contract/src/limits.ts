/** Longest accepted value per kind of field; shared by the browser and the API. */
export const limits = {
  name: 100,
  email: 254,
  phone: 32,
  company: 200,
  url: 2048,
  message: 5000,
  /** A position's title, as its file names it and the application sends it. */
  positionTitle: 120,
  address: 300,
  postalCode: 20,
  fileName: 255,
  /** A page's path and query, as recorded with a lead. */
  pagePath: 500,
  /** A host name (RFC 1035). */
  host: 253,
  /** One UTM tag's value. */
  utmTag: 200,
} as const;
