import { render } from '@testing-library/react';
import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { ThemeVariables } from './ThemeVariables';

const rootValue = (property: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(property).trim();

describe('ThemeVariables', () => {
  it('sets the config colours on :root', () => {
    const colors = { ...FALLBACK_SITE_CONFIG.template.branding.colors, header: '#0a0b0c' };
    render(<ThemeVariables colors={colors} />);
    expect(rootValue('--onda-color-header')).toBe('#0a0b0c');
  });
});
