import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { useId, useRef, useState } from 'react'
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@common/company-logo'
import { notify } from '@/components/feedback/notify'
import { ConfirmModal } from '@/components/record/ConfirmModal'
import { useConfirmAction } from '@/components/record/use-confirm-action'
import { toNormalizedError } from '@/lib/errors'
import { useUpdateSettings, useUploadLogo } from '../api/settings-mutations'
import classes from './Settings.module.css'

const messageOf = (failure: unknown) => toNormalizedError(failure).message

/**
 * The company logo: a preview, an upload that takes effect at once, and removal after asking.
 * A refused file leaves the current logo in place and says why beside the button.
 */
export function CompanyLogoField({ logo, companyName }: { logo: string | null; companyName: string }) {
  const upload = useUploadLogo()
  const update = useUpdateSettings()
  const [error, setError] = useState<string | null>(null)
  const removal = useConfirmAction<'logo'>({
    act: () => update.mutateAsync({ company_logo: null }),
    onDone: () => {
      setError(null)
      notify({ color: 'teal', title: 'Logo removed', message: 'The sidebar shows the Staffdesk logo.' })
    },
  })
  const labelId = useId()
  const errorId = useId()
  const resetPicker = useRef<() => void>(null)

  async function choose(file: File | null) {
    if (!file) return
    // Lets the same file be chosen again after a fix elsewhere (the input only reports changes).
    resetPicker.current?.()
    setError(null)
    // The server refuses it too; checking first spares uploading megabytes to hear so.
    if (file.size > LOGO_MAX_BYTES) {
      setError(LOGO_TOO_LARGE)
      return
    }
    try {
      await upload.mutateAsync(file)
      notify({ color: 'teal', title: 'Logo updated', message: 'The sidebar shows the new logo.' })
    } catch (failure) {
      setError(messageOf(failure))
    }
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Logo
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        <Box className={classes.logoPreview}>
          {logo ? (
            <img src={logo} alt={`${companyName} logo`} className={classes.logoImage} />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={24} aria-hidden />
              <Text size="xs" c="dimmed">
                No logo yet
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap={6} miw={0}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={LOGO_ACCEPT} resetRef={resetPicker}>
              {(props) => (
                <Button {...props} variant="default" size="sm" loading={upload.isPending} aria-describedby={error ? errorId : undefined}>
                  {logo ? 'Upload a new logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            {logo && (
              <Button variant="subtle" color="red" size="sm" onClick={() => removal.ask('logo')}>
                Remove logo
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG, WebP or SVG, at most 2 MB. Shown at the top of the sidebar.
          </Text>
          {error && (
            <Text id={errorId} size="sm" c="red" role="alert" className={classes.fieldError}>
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      <ConfirmModal title={removal.subject && 'Remove the company logo?'} confirmLabel="Remove logo" danger {...removal.modal}>
        The sidebar shows the Staffdesk logo instead until you upload another one.
      </ConfirmModal>
    </Stack>
  )
}
