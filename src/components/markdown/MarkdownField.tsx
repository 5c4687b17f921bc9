// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/Tabs.css'
import { Paper, Tabs, Text, Textarea } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { MarkdownText } from './MarkdownText'

export type MarkdownTab = 'write' | 'preview'

interface MarkdownFieldProps {
  /** The textarea's accessible name ("Description"); the section around it shows the heading. */
  label: string
  /** The form's `getInputProps(field)`: value, change, error. */
  input: GetInputPropsReturnType
  placeholder: string
  /** The tab shown; the form switches back to Write when the field has an error. */
  tab: MarkdownTab
  onTabChange: (tab: MarkdownTab) => void
}

/** A Markdown text with Write and Preview tabs; the preview is rendered sanitised, as the page will show it. */
export function MarkdownField({ label, input, placeholder, tab, onTabChange }: MarkdownFieldProps) {
  const source = typeof input.value === 'string' ? input.value : ''
  return (
    <Tabs value={tab} onChange={(value) => onTabChange(value === 'preview' ? 'preview' : 'write')}>
      <Tabs.List>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        <Textarea aria-label={label} autosize minRows={8} maxRows={24} placeholder={placeholder} {...input} />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {tab === 'preview' &&
          (source.trim() ? (
            <Paper withBorder radius="sm" p="md" mih={180}>
              <MarkdownText source={source} />
            </Paper>
          ) : (
            <Text c="dimmed" size="sm" py="md">
              Nothing to preview yet. Write the {label.toLowerCase()} first.
            </Text>
          ))}
      </Tabs.Panel>
    </Tabs>
  )
}
