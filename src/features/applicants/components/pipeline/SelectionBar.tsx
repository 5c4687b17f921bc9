import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconX } from '@tabler/icons-react'
import { Bdi, Ltr } from '@/components/text/Isolate'
import classes from './Board.module.css'
import type { BoardStage } from './pipeline-moves'
import type { SelectedCard } from './use-board-selection'

interface SelectionBarProps {
  selected: readonly SelectedCard[]
  stages: readonly BoardStage[]
  /** While a move of the chosen cards is asked. */
  moving: boolean
  /** Why the server refused the last move. */
  error: string | null
  onMove: (stage: BoardStage) => void
  onReject: () => void
  onClear: () => void
}

/**
 * What can be done with the chosen cards: move them to a stage, reject them, or choose none. A
 * stage every chosen card is already in is offered but disabled.
 */
export function SelectionBar({ selected, stages, moving, error, onMove, onReject, onClear }: SelectionBarProps) {
  return (
    <Paper role="region" aria-label="Chosen applicants" withBorder radius="md" p="xs" className={classes.selectionBar}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {selected.length} selected
          </Text>
          <Group gap="xs">
            <Menu position="top-start">
              <Menu.Target>
                <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} loading={moving}>
                  {/* Isolated left to right: a right-to-left page would put the trailing ellipsis first. */}
                  <Ltr>Move to…</Ltr>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {stages.map((stage) => (
                  <Menu.Item key={stage.id} disabled={selected.every((chosen) => chosen.stage.id === stage.id)} onClick={() => onMove(stage)}>
                    <Bdi>{stage.name}</Bdi>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} aria-hidden />} disabled={moving} onClick={onReject}>
              <Ltr>Reject…</Ltr>
            </Button>
            <Button size="xs" variant="subtle" disabled={moving} onClick={onClear}>
              Clear selection
            </Button>
          </Group>
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
