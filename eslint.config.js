import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** The app's feature folders: each may read another only through its api/ query factories. */
const FEATURES = folders('./src/features/')

/** Server business modules (jobs, users, settings…): each stands on server/platform/, never on another. */
const SERVER_MODULES = folders('./server/modules/')

const layering = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/api`)],
    message: "A feature reads another feature only through that feature's api/ query factories; shared parts belong in src/components or src/lib.",
  })),
  {
    target: ['./src/components', './src/lib', './src/stores', './src/platform'],
    from: './src/features',
    message: 'Shared layers and the platform never depend on a feature: pass what they need in as props or arguments.',
  },
  {
    target: './common',
    from: ['./src', './server'],
    message: 'common/ is shared by the app and the server and depends on neither.',
  },
  ...SERVER_MODULES.map((module) => ({
    target: `./server/modules/${module}`,
    from: './server/modules',
    except: [`./${module}`, ...SERVER_MODULES.filter((other) => other !== module).map((other) => `./${other}/public.ts`)],
    message:
      "A server module reaches another module only through that module's public.ts; otherwise it uses server/platform/ (session, subscription, activity log, file store), the shared layers and common/.",
  })),
  {
    target: './server/db',
    from: ['./server/http', './server/middleware', './server/platform', './server/modules'],
    message: 'server/db/ is the data layer everything stands on (client, company scope, schema, list pages): a rule about a record belongs in its module.',
  },
  {
    target: './server/platform',
    from: './server/modules',
    message: 'The server platform never depends on a business module.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report', 'src/routeTree.gen.ts', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.{js,ts,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them).
      ...importX.flatConfigs.typescript.settings,
      // Resolves `@/` and `@common/` through tsconfig.json's paths, as TypeScript and Vite do.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
