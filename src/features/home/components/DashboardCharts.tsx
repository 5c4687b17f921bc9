// Loaded with the charts only (recharts is heavy): the home page's first paint waits for neither.
import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { useDirection } from '@mantine/core'

export interface ChartPoint {
  label: string
  value: number
}

const TICK = { fontSize: 12, fill: 'currentColor' }

/**
 * The axes as the page reads: recharts draws left to right whatever the page's direction, so in a
 * right-to-left page the value or label axis moves to the right edge (its ticks set off the other
 * way) and the axis along which a chart reads is reversed, so it starts at the right.
 */
function useMirroredAxes() {
  const rtl = useDirection().dir === 'rtl'
  return {
    /** The vertical axis, on the side a reader starts from. */
    side: rtl ? { orientation: 'right' as const, tick: { ...TICK, transform: 'translate(10, 0)' } } : {},
    /** The horizontal axis, running from the side a reader starts from. */
    run: { reversed: rtl },
  }
}

/** A bar chart of counts (funnel stages, sources); the card beside it holds the same as a table. */
export function CountBars({ data, name, horizontal }: { data: readonly ChartPoint[]; name: string; horizontal?: boolean }) {
  const { side, run } = useMirroredAxes()
  return (
    <BarChart
      h={Math.max(160, horizontal ? data.length * 32 : 200)}
      data={data.map((point) => ({ label: point.label, [name]: point.value }))}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      yAxisProps={horizontal ? { width: 110, ...side } : { allowDecimals: false, ...side }}
      xAxisProps={horizontal ? { allowDecimals: false, ...run } : run}
      series={[{ name, color: 'blue.6' }]}
      tickLine="none"
      gridAxis="none"
    />
  )
}

/** Hires per month as a line: whole hires, straight between months. */
export function MonthLine({ data, name }: { data: readonly ChartPoint[]; name: string }) {
  const { side, run } = useMirroredAxes()
  return (
    <LineChart
      h={200}
      data={data.map((point) => ({ label: point.label, [name]: point.value }))}
      dataKey="label"
      series={[{ name, color: 'teal.6' }]}
      curveType="linear"
      yAxisProps={{ allowDecimals: false, ...side }}
      xAxisProps={run}
      tickLine="none"
      gridAxis="y"
    />
  )
}
