// Alert templates (reusable alert definitions), their content (what a template sends) and the
// integrations (outbound HTTP calls) alerts are delivered through. Deleting a template deletes
// its content and leaves alerts made from it without one; deleting an integration leaves its
// templates and alerts without one.
import type {
  Content,
  Integration,
  IntegrationView,
  ParsedInput,
  Template,
} from '@console/contract';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb.ts';
import type { Db, IntegrationsTable, TemplatesTable } from '../../db/schema/index.ts';
import { notFound } from '../../http/apiError.ts';
import type { Services } from '../../http/context.ts';
import { sealValues, type SecretBox } from '../../secrets/secretBox.ts';
import { definedFields, newId, write } from '../adminTenancy/adminWrites.ts';
import * as repository from '../alerts/templates.repository.ts';

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
type Storage = Pick<Services, 'db' | 'secrets'>;

// The URL and header values are stored sealed (src/secrets): a webhook URL or an Authorization
// header is all it takes to post as the console. They are written and never read back: the
// answer says where the integration posts and which headers it sends (IntegrationView).
const toIntegration = (secrets: SecretBox, row: IntegrationRow): IntegrationView => ({
  id: row.id,
  method: row.method as Integration['method'],
  body: row.body,
  active: row.active,
  origin: new URL(secrets.open(row.url)).origin,
  header_names: Object.keys(row.headers),
});

export async function listIntegrations({ db, secrets }: Storage): Promise<IntegrationView[]> {
  return (await repository.integrationRows(db)).map((row) => toIntegration(secrets, row));
}

export async function getIntegration(
  { db, secrets }: Storage,
  id: string,
): Promise<IntegrationView> {
  const [row] = await repository.integrationRows(db, id);
  if (!row) throw notFound('No such integration');
  return toIntegration(secrets, row);
}

export async function addIntegration(
  storage: Storage,
  input: ParsedInput<'admin/integrations/create'>,
) {
  const id = newId();
  const { secrets } = storage;
  await repository.insertIntegrationRow(storage.db, {
    id,
    ...input,
    url: secrets.seal(input.url),
    headers: jsonb(sealValues(secrets, input.headers)),
  });
  return getIntegration(storage, id);
}

export async function setIntegration(
  storage: Storage,
  input: ParsedInput<'admin/integrations/update'>,
) {
  await getIntegration(storage, input.id);
  const { id, headers, url, ...rest } = input;
  const { secrets } = storage;
  const changes = definedFields({
    ...rest,
    url: url === undefined ? undefined : secrets.seal(url),
    headers: headers && jsonb(sealValues(secrets, headers)),
  });
  await repository.updateIntegrationRow(storage.db, id, changes);
  return getIntegration(storage, id);
}

export async function deleteIntegration(db: Db, id: string) {
  if (!(await repository.deleteIntegrationRow(db, id))) throw notFound('No such integration');
  return ok;
}
