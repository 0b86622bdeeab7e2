import { useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Heading, type HeadingProps } from './heading.tsx';
import { reducedMotionQuery } from './theme.ts';

export type FadeInTitleProps = Omit<HeadingProps, 'ref'>;

/**
 * A heading that fades in, rising by the theme's `revealRise` (R 2.17: 20 px),
 * when it scrolls into view.
 *
 * The markup is an ordinary visible heading: the prerendered page shows it
 * without JavaScript and hydration sees exactly what the server wrote. Only
 * after hydration, and only for a title that starts out of view, a paused
 * Web Animation holds it at the start frame until it comes into view. Under
 * prefers-reduced-motion, or without IntersectionObserver / Web Animations,
 * it simply stays visible.
 */
export function FadeInTitle(props: FadeInTitleProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { motion } = useTheme();

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined' || typeof el.animate !== 'function') return;
    if (typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches) return;

    let animation: Animation | undefined;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        // Already on screen when the page loads: never hide what the visitor can see.
        if (visible) {
          observer.disconnect();
          return;
        }
        animation = el.animate(
          [
            { opacity: 0, transform: `translateY(${motion.revealRise})` },
            { opacity: 1, transform: 'none' },
          ],
          { duration: parseFloat(motion.reveal), easing: motion.easing, fill: 'both' },
        );
        animation.pause();
        return;
      }
      if (visible && animation) {
        animation.play();
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      animation?.cancel();
    };
  }, [motion]);

  return <Heading ref={ref} {...props} />;
}
