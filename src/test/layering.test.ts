import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layering rules of eslint.config.js, tried on files that exist only here: what `npm run
 * lint` refuses. Only resolvable imports are judged, so each names a module that exists.
 */
const eslint = new ESLint()

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`)
}

describe('layering (eslint.config.js)', { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature's internals, by alias or by relative path", async () => {
    for (const source of ['@/features/auth/components/LoginForm', '../../auth/components/LoginForm']) {
      const found = await problems('src/features/jobs/components/Probe.tsx', `import { LoginForm } from '${source}'\nexport const probe = LoginForm\n`)
      expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*only through that feature's api\//)])
    }
  })

  it("lets a feature read another feature's api/ query factories", async () => {
    expect(await problems('src/features/auth/components/Probe.tsx', "import { jobKeys } from '@/features/jobs/api/jobs'\nexport const probe = jobKeys\n")).toEqual([])
  })

  it('refuses the shared layers and the platform importing a feature', async () => {
    for (const filePath of ['src/components/list/Probe.tsx', 'src/lib/probe.ts', 'src/platform/session/probe.ts']) {
      expect(await problems(filePath, "import { jobKeys } from '@/features/jobs/api/jobs'\nexport const probe = jobKeys\n")).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*never depend on a feature/),
      ])
    }
  })

  it('refuses common/ importing the app or the server', async () => {
    expect(await problems('common/probe.ts', "import { api } from '@/lib/api-client'\nexport const probe = api\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*common\/ is shared/),
    ])
  })

  it("refuses a server module importing another module's internals, but not its public face or the platform modules", async () => {
    expect(await problems('server/modules/careers/probe.ts', "import { insertApplicant } from '../applicants/public'\nexport const probe = insertApplicant\n")).toEqual([])
    expect(await problems('server/modules/careers/probe.ts', "import { insertApplicant } from '../applicants/records'\nexport const probe = insertApplicant\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only through that module's public\.ts/),
    ])
    expect(await problems('server/modules/users/probe.ts', "import { jobRoutes } from '../jobs/routes'\nexport const probe = jobRoutes\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only through that module's public\.ts/),
    ])
    expect(await problems('server/modules/users/probe.ts', "import { sendInvitation } from '../../platform/session/password-links'\nexport const probe = sendInvitation\n")).toEqual([])
  })

  it('refuses the data layer importing the HTTP layer, the platform or a module', async () => {
    expect(await problems('server/db/probe.ts', "import { notFound } from '../lib/errors'\nexport const probe = notFound\n")).toEqual([])
    expect(await problems('server/db/probe.ts', "import { recordActivity } from '../platform/activity/activity-log'\nexport const probe = recordActivity\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/db\/ is the data layer/),
    ])
    expect(await problems('server/db/probe.ts', "import { validate } from '../http/validation'\nexport const probe = validate\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/db\/ is the data layer/),
    ])
  })

  it('refuses the server platform importing a business module', async () => {
    expect(await problems('server/platform/files/probe.ts', "import { jobRoutes } from '../../modules/jobs/routes'\nexport const probe = jobRoutes\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The server platform never depends on a business module/),
    ])
  })

  it('refuses an import cycle', async () => {
    // The page guards read the menu; the menu reading them back would close a loop.
    expect(await problems('src/lib/menu.ts', "import { menuPage } from '@/platform/session/page-access'\nexport const probe = menuPage\n")).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
    ])
  })
})
