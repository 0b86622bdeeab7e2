import { css } from '@emotion/react';
import type { ImgHTMLAttributes } from 'react';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'alt' | 'src'
> {
  /** A root-relative path into the shared public folder (e.g. '/images/team/anna.svg') or a full URL. */
  src: string;
  /** Required: '' for a decorative image. */
  alt: string;
  /** Intrinsic size; required so the page does not shift while the image loads. */
  width: number;
  height: number;
  /** The page's largest image above the fold: load it at once and first. */
  priority?: boolean;
  /**
   * The same picture in other formats and widths, best format first (AVIF, then WebP), each
   * `srcSet` of root-relative paths: the image is then a `<picture>`, and `sizes` says how wide
   * the layout shows it, so the browser fetches the one candidate it needs.
   */
  sources?: readonly { type: string; srcSet: string }[];
}

/**
 * The site's base path without its trailing slash: '' for India, '/uk' for
 * the UK build. Shared images live once in libs/content/public and are served
 * under each site's base.
 */
const basePrefix = import.meta.env.BASE_URL.replace(/\/$/, '');

/** Resolves a root-relative image path under this site's base; other URLs pass through. */
export function withBase(src: string, prefix: string = basePrefix): string {
  return src.startsWith('/') && !src.startsWith('//') ? `${prefix}${src}` : src;
}

/** A srcset's paths under this site's base ('/assets/img/a-400.avif 400w, …'). */
export function srcSetWithBase(srcSet: string, prefix: string = basePrefix): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [withBase(url, prefix), ...descriptor].join(' ');
    })
    .join(', ');
}

/** An image with its size set, lazy unless it is the page's priority image. */
export function Image({ src, alt, width, height, priority = false, sources, sizes, ...rest }: ImageProps) {
  const img = (
    <img
      src={withBase(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      css={css`
        display: block;
        max-width: 100%;
        height: auto;
      `}
      {...rest}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetWithBase(source.srcSet)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
