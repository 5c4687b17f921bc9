import { Button, Menu } from '@mantine/core'
import { IconBraces } from '@tabler/icons-react'
import { MERGE_FIELDS } from '@common/messages'
import { mergeFieldToken } from './merge-field-target'

/** The merge fields by what they mean; picking one writes `{{ candidate.first_name }}` where the cursor was. */
export function MergeFieldMenu({ onPick }: { onPick: (name: string) => void }) {
  return (
    <Menu position="bottom-end" returnFocus={false} withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconBraces size={14} aria-hidden />}>
          Insert merge field
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field.name} onClick={() => onPick(field.name)} rightSection={<bdi dir="ltr">{mergeFieldToken(field.name)}</bdi>}>
            {field.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
