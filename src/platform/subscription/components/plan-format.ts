import type { Plan } from '@common/session'

export function formatMonthlyPrice(plan: Plan): string {
  if (plan.price_monthly === 0) return 'Free'
  const digits = Number.isInteger(plan.price_monthly) ? 0 : 2
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: plan.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(plan.price_monthly)
}
