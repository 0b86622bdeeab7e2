/**
 * The charts' series colours: each at least 3:1 against the white page
 * (WCAG's contrast for graphics), told apart by the legend's names and the
 * table beside every chart, never by colour alone.
 */
export const seriesColors = ['#1f4e79', '#b3261e', '#2e7031', '#6b3fa0', '#8a5a00', '#00677f'] as const;
export const axisColor = '#3d4551';
