// Alert templates (reusable alert definitions), their content (what a template sends) and the
// integrations (outbound HTTP calls) alerts are delivered through. Deleting a template deletes
// its content and leaves alerts made from it without one; deleting an integration leaves its
// templates and alerts without one.
import type { Content, Integration, ParsedInput, Template } from '@console/contract';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type { Db, IntegrationsTable, TemplatesTable } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import { definedFields, newId, write } from '../adminTenancy/adminWrites.ts';
import * as repository from './templates.repository.ts';

const ok = { ok: true as const };

function toTemplate(row: Selectable<TemplatesTable>): Template {
  const { integration_id, ...rest } = row;
  return { ...rest, integration: integration_id, module: row.module as Template['module'] };
}

export async function listTemplates(db: Db): Promise<Template[]> {
  return (await repository.templateRows(db)).map(toTemplate);
}

export async function getTemplate(db: Db, id: string): Promise<Template> {
  const [row] = await repository.templateRows(db, id);
  if (!row) throw notFound('No such template');
  return toTemplate(row);
}

async function checkIntegration(db: Db, id: string | null | undefined) {
  if (id && !(await repository.integrationExists(db, id))) throw notFound('No such integration');
}

export async function addTemplate(db: Db, input: ParsedInput<'admin/templates/add'>) {
  await checkIntegration(db, input.integration);
  const id = newId();
  const { integration, ...rest } = input;
  await repository.insertTemplateRow(db, { id, ...rest, integration_id: integration });
  return getTemplate(db, id);
}

export async function setTemplate(db: Db, input: ParsedInput<'admin/templates/set'>) {
  await getTemplate(db, input.id);
  await checkIntegration(db, input.integration);
  const { id, integration, ...rest } = input;
  await repository.updateTemplateRow(
    db,
    id,
    definedFields({ ...rest, integration_id: integration }),
  );
  return getTemplate(db, id);
}

export async function deleteTemplate(db: Db, id: string) {
  if (!(await repository.deleteTemplateRow(db, id))) throw notFound('No such template');
  return ok;
}

function toContent(row: Awaited<ReturnType<typeof repository.contentRows>>[number]): Content {
  const { template_id, ...rest } = row;
  return { ...rest, template: template_id, escape: row.escape as Content['escape'] };
}

export async function listContent(db: Db): Promise<Content[]> {
  return (await repository.contentRows(db)).map(toContent);
}

export async function getContent(db: Db, template: string): Promise<Content> {
  const [row] = await repository.contentRows(db, template);
  if (!row) throw notFound('No content for this template');
  return toContent(row);
}

export async function addContent(db: Db, input: ParsedInput<'admin/content/add'>) {
  await getTemplate(db, input.template);
  const { template, mapping, ...rest } = input;
  await write('Content of this template', () =>
    repository.insertContentRow(db, { ...rest, template_id: template, mapping: jsonb(mapping) }),
  );
  return getContent(db, template);
}

export async function setContent(db: Db, input: ParsedInput<'admin/content/set'>) {
  await getContent(db, input.template);
  const { template, mapping, ...rest } = input;
  const changes = definedFields({ ...rest, mapping: mapping && jsonb(mapping) });
  await repository.updateContentRow(db, template, changes);
  return getContent(db, template);
}

export async function deleteContent(db: Db, template: string) {
  if (!(await repository.deleteContentRow(db, template))) {
    throw notFound('No content for this template');
  }
  return ok;
}

type IntegrationRow = Pick<Selectable<IntegrationsTable>, keyof Integration>;

const toIntegration = (row: IntegrationRow): Integration => ({
  ...row,
  method: row.method as Integration['method'],
});

export async function listIntegrations(db: Db): Promise<Integration[]> {
  return (await repository.integrationRows(db)).map(toIntegration);
}

export async function getIntegration(db: Db, id: string): Promise<Integration> {
  const [row] = await repository.integrationRows(db, id);
  if (!row) throw notFound('No such integration');
  return toIntegration(row);
}

export async function addIntegration(db: Db, input: ParsedInput<'admin/integrations/create'>) {
  const id = newId();
  await repository.insertIntegrationRow(db, { id, ...input, headers: jsonb(input.headers) });
  return getIntegration(db, id);
}

export async function setIntegration(db: Db, input: ParsedInput<'admin/integrations/update'>) {
  await getIntegration(db, input.id);
  const { id, headers, ...rest } = input;
  const changes = definedFields({ ...rest, headers: headers && jsonb(headers) });
  await repository.updateIntegrationRow(db, id, changes);
  return getIntegration(db, id);
}

export async function deleteIntegration(db: Db, id: string) {
  if (!(await repository.deleteIntegrationRow(db, id))) throw notFound('No such integration');
  return ok;
}
