import { Alert, Box, Loader, Paper, Stack, Text } from '@mantine/core'
import type { RenderedMail } from '@common/messages'

interface MailPreviewProps {
  mail: RenderedMail | undefined
  /** A newer preview is on its way: the last one stays, dimmed. */
  loading: boolean
  /** Why the preview could not be made (an unknown merge field), in the server's words. */
  error: string | null
  /** What the preview is filled with: "Sample values", an applicant's name. */
  filledWith: string
}

/**
 * A mail as the candidate will read it. The HTML comes from the server (values escaped there),
 * and is shown in a sandboxed frame with no scripts and no access to the page, so nothing in a
 * template can act in the app.
 */
export function MailPreview({ mail, loading, error, filledWith }: MailPreviewProps) {
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-label="Preview" aria-busy={loading}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" component="figcaption">
          Preview, filled with {filledWith} {loading && <Loader size={10} ms={4} aria-label="Updating the preview" />}
        </Text>
        {error && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {error}
          </Alert>
        )}
        {mail ? (
          <Box style={{ opacity: loading ? 0.6 : 1 }}>
            <Text size="sm" fw={600} dir="auto" mb="xs">
              {mail.subject}
            </Text>
            <iframe
              title="Mail preview"
              sandbox=""
              srcDoc={mail.html}
              style={{ inlineSize: '100%', blockSize: 340, border: 0, borderRadius: 4, background: 'white', display: 'block' }}
            />
          </Box>
        ) : (
          !error && (
            <Text size="sm" c="dimmed">
              {loading ? 'Rendering the preview…' : 'Write a subject and a message to see them here.'}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  )
}
