// Loaded with the charts only (recharts is heavy): the home page's first paint waits for neither.
import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'

export interface ChartPoint {
  label: string
  value: number
}

/** A bar chart of counts (funnel stages, sources); the card beside it holds the same as a table. */
export function CountBars({ data, name, horizontal }: { data: readonly ChartPoint[]; name: string; horizontal?: boolean }) {
  return (
    <BarChart
      h={Math.max(160, horizontal ? data.length * 32 : 200)}
      data={data.map((point) => ({ label: point.label, [name]: point.value }))}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      yAxisProps={horizontal ? { width: 110 } : { allowDecimals: false }}
      xAxisProps={horizontal ? { allowDecimals: false } : undefined}
      series={[{ name, color: 'blue.6' }]}
      tickLine="none"
      gridAxis="none"
    />
  )
}

/** Hires per month as a line: whole hires, straight between months. */
export function MonthLine({ data, name }: { data: readonly ChartPoint[]; name: string }) {
  return (
    <LineChart
      h={200}
      data={data.map((point) => ({ label: point.label, [name]: point.value }))}
      dataKey="label"
      series={[{ name, color: 'teal.6' }]}
      curveType="linear"
      yAxisProps={{ allowDecimals: false }}
      tickLine="none"
      gridAxis="y"
    />
  )
}
