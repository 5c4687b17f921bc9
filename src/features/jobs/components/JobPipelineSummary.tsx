import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconLayoutKanban } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { pipelineQueryOptions } from '@/features/applicants/api/pipeline'
import { ButtonLink } from '@/components/links'

/**
 * How many of the job's applicants sit in each stage, with the way to its board. Left out while
 * it loads or when it cannot be read; the rest of the job's page does not depend on it.
 */
export function JobPipelineSummary({ jobId }: { jobId: number }) {
  const pipeline = useQuery(pipelineQueryOptions(jobId))
  if (!pipeline.data) return null
  return (
    <Paper component="section" aria-labelledby="job-pipeline" withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="h4" id="job-pipeline">
          Pipeline
        </Title>
        <ButtonLink to="/jobs/pipeline/" search={{ id: jobId }} variant="light" size="xs" leftSection={<IconLayoutKanban size={14} aria-hidden />}>
          Open board
        </ButtonLink>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="sm" component="dl" m={0}>
        {pipeline.data.stages.map((stage) => (
          <Stack key={stage.id} gap={0}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
              {stage.name}
            </Text>
            <Text component="dd" m={0} fz="h3" fw={700}>
              {stage.applications.length}
            </Text>
          </Stack>
        ))}
        <Stack gap={0}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            Rejected
          </Text>
          <Text component="dd" m={0} fz="h3" fw={700}>
            {pipeline.data.rejected_count}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  )
}
