// Admin calls about alerts and what they are made of: templates, content and integrations.
import { handle } from '../../http/routes.ts';
import {
  activateAlert,
  addAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  setAlert,
} from './adminAlerts.service.ts';
import * as templates from './templates.service.ts';

export const adminAlertsRoutes = [
  handle('admin/alerts/all', ({ account }, { db }) => listAlerts(db, { account })),
  handle('admin/alerts/get', ({ id }, { db }) => getAlert(db, id)),
  handle('admin/alerts/da', ({ account, dataset }, { db }) =>
    listAlerts(db, { account, dataset, module: 'da' }),
  ),
  handle('admin/alerts/add', (input, { db }) => addAlert(db, input)),
  handle('admin/alerts/set', (input, { db }) => setAlert(db, input)),
  handle('admin/alerts/del', ({ id }, { db }) => deleteAlert(db, id)),
  handle('admin/alerts/activate', (input, { db }) => activateAlert(db, input)),

  handle('admin/templates/all', (_input, { db }) => templates.listTemplates(db)),
  handle('admin/templates/get', ({ id }, { db }) => templates.getTemplate(db, id)),
  handle('admin/templates/add', (input, { db }) => templates.addTemplate(db, input)),
  handle('admin/templates/set', (input, { db }) => templates.setTemplate(db, input)),
  handle('admin/templates/del', ({ id }, { db }) => templates.deleteTemplate(db, id)),

  handle('admin/content/all', (_input, { db }) => templates.listContent(db)),
  handle('admin/content/get', ({ template }, { db }) => templates.getContent(db, template)),
  handle('admin/content/add', (input, { db }) => templates.addContent(db, input)),
  handle('admin/content/set', (input, { db }) => templates.setContent(db, input)),
  handle('admin/content/del', ({ template }, { db }) => templates.deleteContent(db, template)),

  handle('admin/integrations/all', (_input, context) => templates.listIntegrations(context)),
  handle('admin/integrations/create', (input, context) => templates.addIntegration(context, input)),
  handle('admin/integrations/read', ({ id }, context) => templates.getIntegration(context, id)),
  handle('admin/integrations/update', (input, context) => templates.setIntegration(context, input)),
  handle('admin/integrations/delete', ({ id }, { db }) => templates.deleteIntegration(db, id)),
];
