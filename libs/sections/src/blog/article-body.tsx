import { css } from '@emotion/react';
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { AppLink, srcSetWithBase, useLinkScope, withBase } from '@agency/ui';
import { proseImageSizes } from './image-sizes.ts';

function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A link in an article: a path of the site is read in the article's own tree, like the site's copy. */
function BodyLink({ href = '', children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  const { basename } = useLinkScope();
  if (!isSitePath(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <AppLink to={href === '/' ? basename || '/' : `${basename}${href}`} {...rest}>
      {children}
    </AppLink>
  );
}

/** An image in an article: under the site's base, loaded when it nears the screen. */
function BodyImage({ src = '', alt = '', node: _node, ...rest }: ComponentProps<'img'> & { node?: unknown }) {
  return <img src={withBase(String(src))} alt={alt} loading="lazy" decoding="async" {...rest} />;
}

/** A format of a JPEG or PNG beside the article (a `<picture>` @agency/articles made): under the base, as wide as the column. */
function BodySource({ srcSet = '', node: _node, ...rest }: ComponentProps<'source'> & { node?: unknown }) {
  return <source srcSet={srcSetWithBase(String(srcSet))} sizes={proseImageSizes} {...rest} />;
}

const components: Partial<Components> = { a: BodyLink, img: BodyImage, source: BodySource };

/**
 * An article's body, from the tree @agency/articles rendered and sanitised at
 * build time, turned into React elements (hast-util-to-jsx-runtime) rather
 * than set as an HTML string: the page stays one React tree, so links become
 * AppLinks of the right tree and images get the site's base, and no HTML text
 * is ever injected.
 */
export function ArticleBody({ tree }: { tree: Root }) {
  return (
    <div
      data-article-body=""
      css={(t) => css`
        max-width: ${t.sizes.prose};
        display: flex;
        flex-direction: column;
        gap: ${t.space.md};
        line-height: 1.7;
        h2,
        h3,
        h4 {
          margin-top: ${t.space.lg};
          line-height: 1.25;
        }
        ul,
        ol {
          padding-left: ${t.space.lg};
        }
        blockquote {
          margin: 0;
          padding-left: ${t.space.md};
          border-left: 4px solid ${t.colors.brand};
        }
        pre {
          overflow-x: auto;
          padding: ${t.space.md};
          border-radius: ${t.radii.md};
          background: ${t.colors.surface};
        }
        table {
          border-collapse: collapse;
          display: block;
          overflow-x: auto;
        }
        th,
        td {
          padding: ${t.space.xs} ${t.space.sm};
          border: 1px solid ${t.colors.border};
          text-align: left;
        }
        img {
          max-width: 100%;
          height: auto;
        }
      `}
    >
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}
    </div>
  );
}
