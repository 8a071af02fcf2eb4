import { describe, expect, it } from 'vitest';
import { isRtlLocale, logicalArrowKey, panelDirection } from './direction.ts';

describe('text direction', () => {
  it('knows the right-to-left languages by their primary subtag', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur', 'he_IL', 'ar-EG', 'ckb']) expect(isRtlLocale(locale)).toBe(true);
    for (const locale of ['en', 'fr', 'pt-br', 'hr', '', undefined]) expect(isRtlLocale(locale)).toBe(false);
  });

  it('goes right to left for an RTL locale at once, or when the language file says so', () => {
    expect(panelDirection('ar', { isRTL: () => false })).toBe('rtl');
    expect(panelDirection('xx', { isRTL: () => true })).toBe('rtl');
    expect(panelDirection('fr', { isRTL: () => false })).toBe('ltr');
  });

  it('mirrors only the left and right arrows, only right to left', () => {
    expect(logicalArrowKey('ArrowLeft', 'rtl')).toBe('ArrowRight');
    expect(logicalArrowKey('ArrowRight', 'rtl')).toBe('ArrowLeft');
    expect(logicalArrowKey('ArrowDown', 'rtl')).toBe('ArrowDown');
    expect(logicalArrowKey('ArrowLeft', 'ltr')).toBe('ArrowLeft');
  });
});
