import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { ApplicantRating } from './ApplicantsTable'

describe('an applicant’s rating', () => {
  it('fills its stars from the left in a right-to-left page, as "Rated 3 of 5" reads', () => {
    document.documentElement.dir = 'rtl'
    try {
      render(<ApplicantRating value={3} />)
      expect(screen.getByLabelText('Rated 3 of 5').closest('[dir]')).toHaveAttribute('dir', 'ltr')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })
})
