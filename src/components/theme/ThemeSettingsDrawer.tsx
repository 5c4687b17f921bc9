// Mantine styles only this lazily loaded panel needs (the rest: mantine-styles.css), in Mantine's order.
import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/core/styles/ColorPicker.css'
import '@mantine/core/styles/ColorInput.css'
import '@mantine/core/styles/SegmentedControl.css'
import '@mantine/core/styles/Switch.css'
import {
  Button,
  ColorInput,
  Drawer,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useDirection,
} from '@mantine/core'
import {
  IconColumns2,
  IconHandClick,
  IconLayoutSidebar,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarRightCollapse,
  IconPointer,
  IconSquareRoundedLetterT,
  IconStack2,
  IconLayoutDistributeVertical,
  IconLayoutNavbar,
  type Icon,
} from '@tabler/icons-react'
import { useId, type CSSProperties, type ReactNode } from 'react'
import { useShallow } from 'zustand/react/shallow'
import {
  useThemeStore,
  type ChromeColor,
  type LayoutWidth,
  type MenuImage,
  type NavStyle,
  type PageStyle,
  type Position,
  type VerticalStyle,
} from '@/stores/theme'
import {
  darkBackgroundFields,
  DARK_BACKGROUND_PRESETS,
  formatRgb,
  hexToRgb,
  parseRgb,
  PRIMARY_PRESETS,
  primaryColorFields,
  rgbToHex,
  type NamedColor,
  type Rgb,
} from './colors'
import classes from './ThemeSettings.module.css'

interface Option<V extends string> {
  value: V
  label: string
  icon?: Icon
  /** A swatch or picture instead of an icon. */
  preview?: ReactNode
}

const NAV_STYLE_OPTIONS: Option<Exclude<NavStyle, ''>>[] = [
  { value: 'menu-click', label: 'Menu Click', icon: IconHandClick },
  { value: 'menu-hover', label: 'Menu Hover', icon: IconPointer },
  { value: 'icon-click', label: 'Icon Click', icon: IconLayoutSidebarLeftCollapse },
  { value: 'icon-hover', label: 'Icon Hover', icon: IconLayoutSidebarRightCollapse },
]

const SIDEMENU_OPTIONS: Option<Exclude<VerticalStyle, ''>>[] = [
  { value: 'overlay', label: 'Default Menu', icon: IconLayoutSidebar },
  { value: 'closed', label: 'Closed Menu', icon: IconLayoutNavbar },
  { value: 'icontext', label: 'Icon Text', icon: IconSquareRoundedLetterT },
  { value: 'icon-overlay', label: 'Icon Overlay', icon: IconStack2 },
  { value: 'detached', label: 'Detached', icon: IconLayoutDistributeVertical },
  { value: 'doublemenu', label: 'Double Menu', icon: IconColumns2 },
]

const COLOR_OPTIONS: Option<ChromeColor>[] = [
  { value: 'light', label: 'Light', preview: <span className={classes.swatch} data-tone="light" /> },
  { value: 'dark', label: 'Dark', preview: <span className={classes.swatch} data-tone="dark" /> },
  { value: 'color', label: 'Color', preview: <span className={classes.swatch} data-tone="color" /> },
  { value: 'gradient', label: 'Gradient', preview: <span className={classes.swatch} data-tone="gradient" /> },
  { value: 'transparent', label: 'Transparent', preview: <span className={classes.swatch} data-tone="transparent" /> },
]

const MENU_IMAGE_OPTIONS: Option<MenuImage>[] = [
  { value: '', label: 'No image', preview: <span className={classes.imagePreview} data-none /> },
  ...([1, 2, 3, 4, 5] as const).map((n) => ({
    value: `bgimg${n}` as MenuImage,
    label: `Image ${n}`,
    preview: <img className={classes.imagePreview} src={`/images/menu-bg-${n}.svg`} alt="" />,
  })),
]

/** The menu's and the header's positions. */
const POSITION_OPTIONS: { value: Position; label: string }[] = [
  { value: 'fixed', label: 'Fixed' },
  { value: 'scrollable', label: 'Scrollable' },
]

const DEFAULT_SWATCH = 'var(--mantine-color-indigo-6)'

/** "Default" (no colour chosen, shown as `defaultColor`) and each preset, as swatches. */
const swatchOptions = (defaultColor: string, presets: readonly NamedColor[]): Option<string>[] => [
  { value: '', label: 'Default', preview: <ColorDot color={defaultColor} /> },
  ...presets.map(({ name, rgb }) => ({ value: formatRgb(rgb), label: name, preview: <ColorDot color={rgbToHex(rgb)} /> })),
]

const PRIMARY_OPTIONS = swatchOptions(DEFAULT_SWATCH, PRIMARY_PRESETS)
const DARK_BACKGROUND_OPTIONS = swatchOptions('#171a22', DARK_BACKGROUND_PRESETS)

/**
 * The theme settings panel (spec 4): every presentation option, saved as it is chosen, and
 * Reset back to the defaults (which also clears localStorage).
 */
export default function ThemeSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const theme = useThemeStore(
    useShallow((state) => ({
      class: state.class,
      dir: state.dir,
      dataNavLayout: state.dataNavLayout,
      dataNavStyle: state.dataNavStyle,
      dataVerticalStyle: state.dataVerticalStyle,
      dataPageStyle: state.dataPageStyle,
      dataWidth: state.dataWidth,
      dataMenuPosition: state.dataMenuPosition,
      dataHeaderPosition: state.dataHeaderPosition,
      dataMenuStyles: state.dataMenuStyles,
      dataHeaderStyles: state.dataHeaderStyles,
      colorPrimaryRgb: state.colorPrimaryRgb,
      colorPrimary: state.colorPrimary,
      darkBg: state.darkBg,
      bgImg: state.bgImg,
      loader: state.loader,
    })),
  )
  const { setTheme, setNavLayout, setNavStyle, setVerticalStyle, resetTheme } = useThemeStore(
    useShallow((state) => ({
      setTheme: state.setTheme,
      setNavLayout: state.setNavLayout,
      setNavStyle: state.setNavStyle,
      setVerticalStyle: state.setVerticalStyle,
      resetTheme: state.resetTheme,
    })),
  )
  const { dir } = useDirection()

  const choosePrimary = (rgb: Rgb | null) => {
    if (rgb) setTheme(primaryColorFields(rgb))
    else setTheme({ colorPrimaryRgb: '', colorPrimary: '' })
  }
  const chooseDarkBackground = (rgb: Rgb | null) => {
    if (rgb) setTheme({ ...darkBackgroundFields(rgb), class: 'dark' })
    else setTheme({ darkBg: '', bodyBg: '', inputBorder: '', Light: '' })
  }
  const darkBgRgb = parseRgb(theme.darkBg)

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Theme settings"
      position={dir === 'rtl' ? 'left' : 'right'}
      size="26rem"
      padding={0}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close theme settings' }}
      classNames={{ header: classes.header, title: classes.title, body: classes.body }}
    >
      <Stack gap="xl" className={classes.sections}>
        <Section title="Appearance">
          <Segmented
            label="Theme mode"
            value={theme.class}
            onChange={(value) => setTheme({ class: value })}
            data={[{ value: 'light', label: 'Light' }, { value: 'dark', label: 'Dark' }]}
          />
          <Segmented
            label="Direction"
            value={theme.dir}
            onChange={(value) => setTheme({ dir: value })}
            data={[{ value: 'ltr', label: 'LTR' }, { value: 'rtl', label: 'RTL' }]}
          />
        </Section>

        <Section title="Navigation">
          <Segmented
            label="Navigation layout"
            value={theme.dataNavLayout}
            onChange={setNavLayout}
            data={[{ value: 'vertical', label: 'Vertical' }, { value: 'horizontal', label: 'Horizontal' }]}
          />
          <OptionGroup
            label="Navigation style"
            description="How menu sections open; the icon styles narrow the menu to icons."
            value={theme.dataNavStyle}
            options={NAV_STYLE_OPTIONS}
            onChange={setNavStyle}
            columns={2}
          />
          <OptionGroup
            label="Sidemenu style"
            description="How the vertical sidebar looks and what “Toggle sidebar” does."
            value={theme.dataVerticalStyle}
            options={SIDEMENU_OPTIONS}
            onChange={setVerticalStyle}
            columns={3}
          />
        </Section>

        <Section title="Layout">
          <Segmented<PageStyle>
            label="Page style"
            value={theme.dataPageStyle}
            onChange={(value) => setTheme({ dataPageStyle: value })}
            data={[{ value: 'regular', label: 'Regular' }, { value: 'classic', label: 'Classic' }, { value: 'modern', label: 'Modern' }]}
          />
          <Segmented<LayoutWidth>
            label="Layout width"
            value={theme.dataWidth}
            onChange={(value) => setTheme({ dataWidth: value })}
            data={[{ value: 'fullwidth', label: 'Full Width' }, { value: 'boxed', label: 'Boxed' }]}
          />
          <Segmented<Position>
            label="Menu position"
            value={theme.dataMenuPosition}
            onChange={(value) => setTheme({ dataMenuPosition: value })}
            data={POSITION_OPTIONS}
          />
          <Segmented<Position>
            label="Header position"
            value={theme.dataHeaderPosition}
            onChange={(value) => setTheme({ dataHeaderPosition: value })}
            data={POSITION_OPTIONS}
          />
        </Section>

        <Section title="Colours">
          <OptionGroup
            label="Menu colors"
            value={theme.dataMenuStyles}
            options={COLOR_OPTIONS}
            onChange={(value) => setTheme({ dataMenuStyles: value })}
            columns={5}
            compact
          />
          <OptionGroup
            label="Header colors"
            value={theme.dataHeaderStyles}
            options={COLOR_OPTIONS}
            onChange={(value) => setTheme({ dataHeaderStyles: value })}
            columns={5}
            compact
          />
          <OptionGroup
            label="Primary color"
            value={theme.colorPrimaryRgb}
            options={PRIMARY_OPTIONS}
            onChange={(value) => choosePrimary(parseRgb(value))}
            columns={6}
            compact
          />
          <ColorInput
            label="Custom primary color"
            format="hex"
            value={theme.colorPrimary}
            placeholder="Pick a colour"
            onChangeEnd={(hex) => choosePrimary(hexToRgb(hex))}
            withEyeDropper={false}
          />
          <OptionGroup
            label="Dark background"
            description="Switches to dark mode with this background."
            value={theme.darkBg}
            options={DARK_BACKGROUND_OPTIONS}
            onChange={(value) => chooseDarkBackground(parseRgb(value))}
            columns={6}
            compact
          />
          <ColorInput
            label="Custom dark background"
            format="hex"
            value={darkBgRgb ? rgbToHex(darkBgRgb) : ''}
            placeholder="Pick a colour"
            onChangeEnd={(hex) => chooseDarkBackground(hexToRgb(hex))}
            withEyeDropper={false}
          />
          <OptionGroup
            label="Menu background image"
            value={theme.bgImg}
            options={MENU_IMAGE_OPTIONS}
            onChange={(value) => setTheme({ bgImg: value })}
            columns={6}
            compact
          />
        </Section>

        <Section title="Behaviour">
          <Switch
            label="Page loader"
            description="Shows a progress bar across the top while a page opens."
            checked={theme.loader === 'enable'}
            onChange={(event) => setTheme({ loader: event.currentTarget.checked ? 'enable' : 'disable' })}
          />
        </Section>
      </Stack>

      <div className={classes.footer}>
        <Text size="xs" c="dimmed">
          Restores the defaults and clears everything this browser saved for Staffdesk.
        </Text>
        <Button variant="default" onClick={resetTheme}>
          Reset
        </Button>
      </div>
    </Drawer>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      <Stack gap="md">{children}</Stack>
    </section>
  )
}

function Segmented<V extends string>({
  label,
  value,
  data,
  onChange,
}: {
  label: string
  value: V
  data: { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  const labelId = useId()
  return (
    <div>
      <Text id={labelId} className={classes.groupLabel}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as V)}
        data={data}
        radius="md"
      />
    </div>
  )
}

function OptionGroup<V extends string>({
  label,
  description,
  value,
  options,
  onChange,
  columns,
  compact = false,
}: {
  label: string
  description?: string
  value: string
  options: Option<V>[]
  onChange: (value: V) => void
  columns: number
  /** Swatch-sized tiles with the label under the preview. */
  compact?: boolean
}) {
  const labelId = useId()
  const descriptionId = useId()
  const name = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={description ? descriptionId : undefined}>
      <Text id={labelId} className={classes.groupLabel}>
        {label}
      </Text>
      {description && (
        <Text id={descriptionId} size="xs" c="dimmed" mb={8} mt={-4}>
          {description}
        </Text>
      )}
      <div
        className={classes.options}
        style={{ '--columns': columns } as CSSProperties}
        data-compact={compact || undefined}
      >
        {options.map((option) => {
          const id = `${name}-${option.value || 'none'}`
          const OptionIcon = option.icon
          return (
            <div key={option.value} className={classes.option}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className={classes.optionInput}
              />
              <label htmlFor={id} className={classes.optionLabel}>
                {OptionIcon && <OptionIcon size={20} stroke={1.6} aria-hidden />}
                {option.preview}
                <span className={classes.optionText}>{option.label}</span>
              </label>
            </div>
          )
        })}
      </div>
    </div>
  )
}

function ColorDot({ color }: { color: string }) {
  return <span className={classes.dot} style={{ background: color }} />
}
