// All SQL about alert templates (reusable alert definitions), their content and the outbound
// integrations alerts are delivered through (URL and headers stored sealed).
import type { Insertable, Updateable } from 'kysely';
import type { ContentTable, Db, IntegrationsTable, TemplatesTable } from '../../db/schema/index.ts';

export function templateRows(db: Db, id?: string) {
  let query = db.selectFrom('templates').selectAll().orderBy('name').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function insertTemplateRow(db: Db, values: Insertable<TemplatesTable>) {
  await db.insertInto('templates').values(values).execute();
}

export async function updateTemplateRow(db: Db, id: string, changes: Updateable<TemplatesTable>) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('templates').set(changes).where('id', '=', id).execute();
}

export async function deleteTemplateRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('templates').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function contentRows(db: Db, templateId?: string) {
  let query = db.selectFrom('content').selectAll().orderBy('template_id');
  if (templateId !== undefined) query = query.where('template_id', '=', templateId);
  return query.execute();
}

export async function insertContentRow(db: Db, values: Insertable<ContentTable>) {
  await db.insertInto('content').values(values).execute();
}

export async function updateContentRow(
  db: Db,
  templateId: string,
  changes: Updateable<ContentTable>,
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('content').set(changes).where('template_id', '=', templateId).execute();
}

export async function deleteContentRow(db: Db, templateId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('content')
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function integrationRows(db: Db, id?: string) {
  let query = db
    .selectFrom('integrations')
    .select(['id', 'url', 'method', 'headers', 'body', 'active'])
    .orderBy('created_at')
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export async function integrationExists(db: Db, id: string): Promise<boolean> {
  return (await integrationRows(db, id)).length > 0;
}

export async function insertIntegrationRow(db: Db, values: Insertable<IntegrationsTable>) {
  await db.insertInto('integrations').values(values).execute();
}

export async function updateIntegrationRow(
  db: Db,
  id: string,
  changes: Updateable<IntegrationsTable>,
) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('integrations').set(changes).where('id', '=', id).execute();
}

export async function deleteIntegrationRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('integrations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
