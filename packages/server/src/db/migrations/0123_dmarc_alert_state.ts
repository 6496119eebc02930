// What the DMARC alerts remember between runs (modules/dmarc/dmarcAlerts.ts): the sources seen
// sending as each policy domain, so a new one failing DMARC is told once, and the policy each
// domain last published, so a change is told once.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dmarc_known_sources')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    // the base domain of its PTR names, or its IP (dmarc.repository.ts sourceKey)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dmarc_known_sources_key', ['account_id', 'policy_domain', 'source'])
    .execute();
  await db.schema
    .createTable('dmarc_published_policies')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    // "p=quarantine; sp=none; pct=50" as the latest report gave it
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('report_no', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dmarc_published_policies_key', ['account_id', 'policy_domain'])
    .execute();
  // the alerts read the reports of the last days only
  await db.schema
    .createIndex('dmarc_reports_by_end')
    .on('dmarc_reports')
    .column('end_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('dmarc_reports_by_end').execute();
  await db.schema.dropTable('dmarc_published_policies').execute();
  await db.schema.dropTable('dmarc_known_sources').execute();
}
