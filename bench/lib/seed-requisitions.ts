import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db/client'
import { postingValues, vocabulary, vocabularyWord } from './seed-jobs'

/**
 * The requisitions benchmark's data set: `count` requisitions for one company in one INSERT …
 * SELECT, spread deterministically by row number over the jobs bench's titles, departments and
 * vocabulary. Statuses as a busy company has them: 15% pending (half at step 1 of the chain,
 * half at step 2 with step 1's approval stored, a fifth of them overdue), 5% on hold, 40%
 * approved, 15% drafts, 10% rejected, 10% cancelled, 5% filled. `chain` is the company's
 * chain, snapshotted on every submitted row as a submission would.
 */
export async function seedRequisitions(db: Database, companyId: number, count: number, people: { requesterId: number; firstApproverId: number }, chain: unknown): Promise<void> {
  // 20 slots: 3 pending, 1 on hold, 8 approved, 3 draft, 2 rejected, 2 cancelled, 1 filled.
  const statuses = sql.raw(
    `(ARRAY['pending','approved','draft','approved','rejected','pending','approved','cancelled','on_hold','approved',` +
      `'draft','approved','pending','rejected','approved','cancelled','draft','approved','filled','approved'])[1 + g % 20]`,
  )
  await db.execute(sql`
    INSERT INTO requisitions (company_id, title, department, location, employment_type, workplace, headcount,
      salary_min, salary_max, salary_currency, reason, replaces, target_start_date, priority, description, status,
      requested_by_id, requested_by_name, chain, round, step, step_started_at, step_due_at, submitted_at, created_at, updated_at)
    SELECT
      ${companyId},
      ${postingValues()},
      (CASE WHEN g % 6 = 0 THEN 'replacement' ELSE 'new_role' END)::requisition_reason,
      CASE WHEN g % 6 = 0 THEN 'Former colleague ' || g ELSE NULL END,
      CASE WHEN g % 4 = 0 THEN NULL ELSE current_date + (g % 120) END,
      (ARRAY['normal','normal','high','low','urgent'])[1 + (g * 7) % 5]::requisition_priority,
      array_to_string(ARRAY(SELECT ${vocabularyWord(17)} FROM generate_series(1, 50) AS k), ' '),
      s.status::requisition_status,
      ${people.requesterId},
      'Bench Requester',
      CASE WHEN s.status = 'draft' THEN NULL ELSE ${JSON.stringify(chain)}::jsonb END,
      CASE WHEN s.status = 'draft' THEN 0 ELSE 1 END,
      CASE WHEN s.status = 'draft' THEN NULL WHEN s.status IN ('pending', 'on_hold') THEN 1 + (g / 20) % 2 ELSE 2 END,
      CASE WHEN s.status = 'draft' THEN NULL ELSE now() - make_interval(hours => ((g / 40) % 5) * 20) END,
      CASE WHEN s.status = 'draft' THEN NULL ELSE now() - make_interval(hours => ((g / 40) % 5) * 20) + interval '3 days' END,
      CASE WHEN s.status = 'draft' THEN NULL ELSE now() - make_interval(mins => g * 37) END,
      now() - make_interval(mins => g * 37),
      now() - make_interval(mins => g * 37)
    FROM generate_series(1, ${count}) AS g
      CROSS JOIN LATERAL (SELECT ${statuses} AS status) AS s,
      ${vocabulary()}
  `)
  // Step 1's approval of every requisition past it.
  await db.execute(sql`
    INSERT INTO requisition_approvals (company_id, requisition_id, round, step, user_id, user_name, at)
    SELECT company_id, id, 1, 1, ${people.firstApproverId}, 'Bench First Approver', submitted_at + interval '1 hour'
    FROM requisitions WHERE company_id = ${companyId} AND step = 2
  `)
}
