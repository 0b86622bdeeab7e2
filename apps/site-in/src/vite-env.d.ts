/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Origin of the UK site when it is not served from this origin. */
  readonly VITE_SITE_UK_ORIGIN?: string;
  readonly VITE_SITE_IN_ORIGIN?: string;
}
