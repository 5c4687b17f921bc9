/**
 * Every table, for Drizzle's relational client and drizzle-kit: each feature keeps its tables in
 * its own file here, and code imports them from that file.
 */
export * from './activity-log'
export * from './applicants'
export * from './companies'
export * from './employees'
export * from './files'
export * from './interviews'
export * from './jobs'
export * from './messages'
export * from './rate-limits'
export * from './requisitions'
export * from './resumes'
export * from './roles'
export * from './session'
export * from './subscriptions'
export * from './tasks'
export * from './users'
export * from './work-enums'
export * from './privacy'
export * from './approvals'
export * from './offers'
