export { BREAKPOINTS, DESKTOP_THRESHOLD, isDesktopWidth, mq, type Breakpoint } from './breakpoints';
export { useIsDesktop } from './useIsDesktop';
export { color, onColor, resolveColors, colorDeclarations, type BrandColors, type ColorName } from './colors';
export { contrastRatio, readableOn } from './contrast';
export { ThemeVariables, type ThemeVariablesProps } from './ThemeVariables';
export { GlobalStyles, FONT_STACK } from './GlobalStyles';
export { visuallyHidden } from './visuallyHidden';
