import { describe, expect, it } from 'vitest'
import { brandColors, contrastRatio } from './brand-color'

describe('brandColors', () => {
  it('picks button text that reads on any brand colour, and text colours that read on both schemes', () => {
    for (const color of ['#0f766e', '#ffd43b', '#364fc7', '#ffffff', '#000000', '#e64980', 'not a colour']) {
      const colors = brandColors(color)
      expect(contrastRatio(colors.onFill, colors.fill), color).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colors.textLight, '#eef1f6'), color).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colors.textLight, '#ffffff'), color).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(colors.textDark, '#2e2e2e'), color).toBeGreaterThanOrEqual(4.5)
    }
    expect(brandColors('#FFD43B').onFill).toBe('#111827')
  })
})
