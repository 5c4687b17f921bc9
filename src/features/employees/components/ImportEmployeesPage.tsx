// Mantine styles only this lazily loaded part needs (the rest: mantine-styles.css).
import '@mantine/core/styles/Table.css'
import { Alert, Button, FileInput, Group, List, Paper, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconDownload, IconFileTypeCsv } from '@tabler/icons-react'
import { useState } from 'react'
import type { EmployeeImportError, EmployeeImportPreview } from '@common/employees'
import { FormError } from '@/components/feedback/FormError'
import { notify } from '@/components/feedback/notify'
import { BackLink } from '@/components/page/BackLink'
import { Page } from '@/components/page/Page'
import { failureText } from '@/lib/errors'
import { plural } from '@/lib/format'
import { useImportEmployees, usePreviewEmployeeImport } from '../api/employee-mutations'
import { saveFile } from '../api/employees'
import { errorsByRow, importRowErrors, importTemplate } from '../employee-import'
import { Section } from '@/components/page/Section'

/** The rows the file cannot import as it is: each row's problems, by column. */
function RowErrors({ errors }: { errors: readonly EmployeeImportError[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder aria-label="Problems in the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errorsByRow(errors).map(({ row, problems }) => (
            <Table.Tr key={row}>
              <Table.Td>{row}</Table.Td>
              <Table.Td>
                <List size="sm" spacing={2}>
                  {problems.map((problem, index) => (
                    <List.Item key={index}>
                      <Text span fw={600} size="sm">
                        {problem.field}
                      </Text>
                      : {problem.message}
                    </List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * Import employees from a CSV file: the file is checked first (nothing saved), each row's
 * problems are listed, and only a file without problems can be imported, all rows at once.
 */
export function ImportEmployeesPage({ title, onImported }: { title: string; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<EmployeeImportPreview | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const check = usePreviewEmployeeImport()
  const run = useImportEmployees()

  function choose(next: File | null) {
    setFile(next)
    setPreview(null)
    setFailure(null)
  }

  async function checkFile() {
    if (!file) return
    setFailure(null)
    try {
      setPreview(await check.mutateAsync(file))
    } catch (error) {
      setFailure(failureText(error))
    }
  }

  async function importFile() {
    if (!file) return
    setFailure(null)
    try {
      const result = await run.mutateAsync(file)
      notify({ color: 'teal', title: 'Employees imported', message: `${result.created} added, ${result.updated} updated` })
      onImported()
    } catch (error) {
      const rows = importRowErrors(error)
      if (rows && preview) setPreview({ ...preview, valid: preview.rows - new Set(rows.map((row) => row.row)).size, errors: rows })
      else setFailure(failureText(error))
    }
  }

  return (
    <Page
      title={title}
      back={
        <BackLink to="/employees/" search={{}}>Employees</BackLink>
      }
    >
      <Stack gap="lg" maw={960}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Text>
              One person a row, with a header row naming the columns. People are matched on their work email: someone already here is
              updated, anyone else is added. Managers are named by their work email.
            </Text>
            <Group>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => saveFile(new Blob([importTemplate()], { type: 'text/csv' }), 'employees-template.csv')}
              >
                Download template
              </Button>
            </Group>
            <FileInput
              label="CSV file"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              clearable
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              value={file}
              onChange={choose}
              maw={480}
            />
            <Group>
              <Button disabled={!file} loading={check.isPending} onClick={() => void checkFile()}>
                Check file
              </Button>
            </Group>
            <FormError message={failure} />
          </Stack>
        </Paper>

        {preview && (
          <Section id="import-preview" title="Preview">
            {preview.errors.length > 0 ? (
              <Stack gap="md">
                <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Nothing was imported">
                  {preview.rows - preview.valid} of {preview.rows} rows have problems. Fix them in the file, choose it again and check it: the
                  import takes every row or none.
                </Alert>
                <RowErrors errors={preview.errors} />
              </Stack>
            ) : (
              <Stack gap="md" align="flex-start">
                <Alert color="teal" variant="light" icon={<IconCheck aria-hidden />} title="The file is ready">
                  All {preview.rows} rows can be imported. Nothing is saved until you import them.
                </Alert>
                <Button loading={run.isPending} onClick={() => void importFile()}>
                  Import {plural(preview.rows, 'employee')}
                </Button>
              </Stack>
            )}
          </Section>
        )}
      </Stack>
    </Page>
  )
}
