/**
 * The visitor's motion preference (CSS Media Queries Level 5, `prefers-reduced-motion`; WCAG 2.2
 * success criterion 2.3.3, Animation from Interactions): people who ask their system for less
 * motion get a store that does not slide, fade, pulse or scroll smoothly.
 */

/** The media query that matches when the visitor asked for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** How an in-page scroll moves: 'smooth', or 'auto' (a jump) for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/**
 * `sx` that drops an element's own CSS transition for reduced motion (MUI's components follow the
 * theme's `motion.reducedMotion` by themselves).
 */
export const NO_TRANSITION_FOR_REDUCED_MOTION = {
  [`@media ${REDUCED_MOTION_QUERY}`]: { transition: 'none' },
} as const;
