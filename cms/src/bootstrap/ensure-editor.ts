import type { Core } from '@strapi/strapi';
import { cmsLocales } from '../lib/locales';

export const editorRoleCode = 'strapi-editor';
export const defaultEditor = {
  email: 'editor@stayvn.local',
  password: 'StayvnEditor1!',
  firstname: 'StayVN',
  lastname: 'Editor',
} as const;

interface Permission {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

interface Action {
  actionId: string;
  section: string;
}

/** Media library actions an editor needs to add and reuse pictures (Strapi's own Editor set). */
const uploadActions = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * The Editor role's permissions: create, read, update, delete and publish every content type of
 * ours (all fields, all three locales) and use the media library. Nothing else: no settings, no
 * users or roles, no webhooks, no API tokens, no content-type builder, no public users.
 * Assigned on every start, so new content types and new fields are covered without a click and
 * the role cannot drift from this definition.
 */
function editorPermissions(strapi: Core.Strapi): Permission[] {
  const { actionProvider } = strapi.service('admin::permission') as {
    actionProvider: { values(): Action[] };
  };
  const contentTypeActions = actionProvider.values().filter((action) => action.section === 'contentTypes');
  const notOurs = Object.keys(strapi.contentTypes).filter((uid) => !uid.startsWith('api::'));
  const contentTypes = strapi.service('admin::content-type') as {
    getPermissionsWithNestedFields(
      actions: Action[],
      options: { restrictedSubjects: string[] },
    ): Permission[];
  };
  const permissions = contentTypes
    .getPermissionsWithNestedFields(contentTypeActions, { restrictedSubjects: notOurs })
    .map((permission) => {
      const localized = Boolean(
        (
          strapi.contentTypes[permission.subject as keyof typeof strapi.contentTypes]?.pluginOptions as
            { i18n?: { localized?: boolean } } | undefined
        )?.i18n?.localized,
      );
      return {
        action: permission.action,
        subject: permission.subject,
        properties: { ...permission.properties, ...(localized ? { locales: [...cmsLocales] } : {}) },
        conditions: [],
      };
    });
  return [
    ...permissions,
    ...uploadActions.map((action) => ({ action, subject: null, properties: {}, conditions: [] })),
  ];
}

/**
 * Makes sure the admin role "Editor" exists with exactly the content permissions above, and
 * creates the editor account from EDITOR_EMAIL / EDITOR_PASSWORD when it does not exist yet
 * (like the first admin, only with an explicit password in production).
 */
export async function ensureEditor(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  let role = (await strapi.db.query('admin::role').findOne({ where: { code: editorRoleCode } })) as {
    id: number;
  } | null;
  if (!role) {
    role = (await roles.create({
      name: 'Editor',
      code: editorRoleCode,
      description: 'Editors manage and publish all content and media; no settings.',
    })) as { id: number };
  }
  await roles.assignPermissions(role.id, editorPermissions(strapi));

  const password = process.env.EDITOR_PASSWORD;
  if (!password && process.env.NODE_ENV === 'production') return;
  const email = (process.env.EDITOR_EMAIL || defaultEditor.email).toLowerCase();
  const users = strapi.service('admin::user');
  if (await users.exists({ email })) return;
  await users.create({
    email,
    password: password || defaultEditor.password,
    firstname: process.env.EDITOR_FIRSTNAME || defaultEditor.firstname,
    lastname: process.env.EDITOR_LASTNAME || defaultEditor.lastname,
    isActive: true,
    registrationToken: null,
    roles: [role.id],
  });
  strapi.log.info(`[stayvn] created the editor ${email}`);
}
