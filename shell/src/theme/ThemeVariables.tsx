/** Sets the branding colours of the site config as CSS custom properties on :root (spec 3). */
import { Global } from '@emotion/react';
import { useMemo } from 'react';
import { colorDeclarations, resolveColors, type BrandColors } from './colors';

export interface ThemeVariablesProps {
  /** config.template.branding.colors */
  readonly colors: Partial<BrandColors> | undefined;
}

export function ThemeVariables({ colors }: ThemeVariablesProps) {
  const declarations = useMemo(() => colorDeclarations(resolveColors(colors)), [colors]);
  return <Global styles={{ ':root': declarations }} />;
}
