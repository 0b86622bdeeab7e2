/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Origin of the UK site when it is not served from this origin. */
  readonly VITE_SITE_UK_ORIGIN?: string;
  readonly VITE_SITE_IN_ORIGIN?: string;
  /** The largest CV the API takes (the API's and nginx's setting of the same name). */
  readonly CV_MAX_BYTES?: string;
}
