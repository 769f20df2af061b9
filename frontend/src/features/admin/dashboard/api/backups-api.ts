// The backup status and "Back up now" (docs/openapi.yaml: GET and POST
// /backups, docs/decisions/216). Live only: an old status would say a
// backup is fine when it is not.
import { z } from 'zod';

import { answerOf, LIVE } from '@/api/answers';
import { baseApi } from '@/api/base-api';

const runSchema = z.object({
  trigger: z.string(),
  started_at: z.string(),
  /** Null while it runs. */
  finished_at: z.string().nullable(),
  ok: z.boolean(),
  copy: z.string(),
  bytes: z.number(),
  files: z.number(),
  /** Why it failed, in words. */
  problem: z.string(),
});
export type BackupRun = z.infer<typeof runSchema>;

export const backupsSchema = z.object({
  /** operator: PostgreSQL, backed up with pg_dump by whoever runs the server. */
  mode: z.enum(['scheduled', 'off', 'operator']),
  schedule: z.string(),
  /** In English ("the folder /backups"); the admin says it from the two below. */
  target: z.string(),
  target_kind: z.enum(['folder', 'bucket', '']),
  target_place: z.string(),
  last_attempt: runSchema.nullable(),
  last_good: runSchema.nullable(),
  /** No good backup for two days. */
  late: z.boolean(),
  /** The newest attempt failed. */
  failed: z.boolean(),
});
export type Backups = z.infer<typeof backupsSchema>;

export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBackups: build.query<Backups, undefined>({
      extraOptions: LIVE,
      queryFn: answerOf(backupsSchema, () => '/backups', { admin: true }),
    }),
    startBackup: build.mutation<Backups, undefined>({
      extraOptions: LIVE,
      queryFn: answerOf(backupsSchema, () => ({ url: '/backups', method: 'POST' }), { admin: true }),
    }),
  }),
});

export const { useGetBackupsQuery, useStartBackupMutation } = backupsApi;
