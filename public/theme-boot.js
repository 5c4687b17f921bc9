/* global window, document */
/*
 * Applies the saved theme options to <html> before the first paint, so a reload never flashes
 * the wrong colour mode or direction. A classic script in index.html's <head>, which the build
 * inlines into every page (scripts/static-export.ts; the CSP allows it by its hash). Mirrors
 * src/components/theme/document-theme.ts and the field checks of src/stores/theme.ts;
 * theme-boot.test.ts keeps them in step.
 */
;(function () {
  var saved = {}
  try {
    var entry = JSON.parse(window.localStorage.getItem('staffdesk-theme') || 'null')
    if (entry && typeof entry.state === 'object' && entry.state) saved = entry.state
  } catch {
    saved = {}
  }

  function pick(field, allowed, fallback) {
    var value = saved[field]
    return typeof value === 'string' && allowed.indexOf(value) !== -1 ? value : fallback
  }
  function channels(field) {
    var value = saved[field]
    return typeof value === 'string' && /^\d{1,3}, \d{1,3}, \d{1,3}$/.test(value) ? value : null
  }
  function orNull(value) {
    return value === '' ? null : value
  }

  var chrome = ['light', 'dark', 'color', 'gradient', 'transparent']
  var positions = ['fixed', 'scrollable']
  var lang = typeof saved.lang === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(saved.lang) ? saved.lang : 'en'

  var attributes = {
    lang: lang,
    dir: pick('dir', ['ltr', 'rtl'], 'ltr'),
    'data-mantine-color-scheme': pick('class', ['light', 'dark'], 'light'),
    'data-nav-layout': pick('dataNavLayout', ['vertical', 'horizontal'], 'vertical'),
    'data-nav-style': orNull(pick('dataNavStyle', ['', 'menu-click', 'menu-hover', 'icon-click', 'icon-hover'], '')),
    'data-vertical-style': orNull(
      pick(
        'dataVerticalStyle',
        ['', 'overlay', 'closed', 'icontext', 'icon-overlay', 'detached', 'doublemenu'],
        'overlay',
      ),
    ),
    'data-toggled': orNull(pick('dataToggled', ['', 'collapsed'], '')),
    'data-page-style': pick('dataPageStyle', ['regular', 'classic', 'modern'], 'regular'),
    'data-width': pick('dataWidth', ['fullwidth', 'boxed'], 'fullwidth'),
    'data-menu-position': pick('dataMenuPosition', positions, 'fixed'),
    'data-header-position': pick('dataHeaderPosition', positions, 'fixed'),
    'data-menu-styles': pick('dataMenuStyles', chrome, 'light'),
    'data-header-styles': pick('dataHeaderStyles', chrome, 'light'),
    'data-bg-img': orNull(pick('bgImg', ['', 'bgimg1', 'bgimg2', 'bgimg3', 'bgimg4', 'bgimg5'], '')),
    'data-loader': pick('loader', ['enable', 'disable'], 'disable'),
    'data-icon-text': orNull(pick('iconText', ['', 'open'], '')),
  }
  var properties = {
    '--primary-rgb': channels('colorPrimaryRgb'),
    '--body-bg-rgb': channels('bodyBg'),
    '--dark-bg-rgb': channels('darkBg'),
    '--input-border-rgb': channels('inputBorder'),
    '--light-rgb': channels('Light'),
  }

  var root = document.documentElement
  // A page that carries its own language (the careers site: the company's, not a visitor's
  // choice) keeps its lang and dir; only the colours and layout follow the saved options.
  if (root.hasAttribute('data-own-language')) {
    delete attributes.lang
    delete attributes.dir
  }
  var name
  for (name in attributes) {
    if (attributes[name] === null) root.removeAttribute(name)
    else root.setAttribute(name, attributes[name])
  }
  for (name in properties) {
    if (properties[name] === null) root.style.removeProperty(name)
    else root.style.setProperty(name, properties[name])
  }
})()
