import { errorEnvelopeSchema, projectMenuSchema } from '@stayvn/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authorized, build } from '../../../helpers/build.js';
import { peerProperty, startCmsPeer, type PeerProject } from '../../../helpers/cms-peer.js';

const cms = await startCmsPeer();
afterAll(() => cms.close());
const app = await build({ CMS_URL: cms.url });

const projects = {
  lotus: {
    documentId: 'project-lotus',
    key: 'lotus-residence',
    slug: 'lotus-residence',
    cityCode: 'HN',
    names: { en: 'Lotus Residence', ja: 'ロータスレジデンス', vi: 'Lotus Residence' },
  },
  // No Japanese name: the Japanese menu shows the English one.
  aqua: {
    documentId: 'project-aqua',
    key: 'aqua-tower',
    slug: 'aqua-tower',
    cityCode: 'HN',
    names: { en: 'Aqua Tower', vi: 'Tòa Aqua' },
  },
  pearl: {
    documentId: 'project-pearl',
    key: 'saigon-pearl',
    slug: 'saigon-pearl',
    cityCode: 'HCM',
    names: { en: 'Saigon Pearl', ja: 'サイゴンパール', vi: 'Sài Gòn Pearl' },
  },
  harbour: {
    documentId: 'project-harbour',
    key: 'harbour-view',
    slug: 'harbour-view',
    cityCode: 'HP',
    names: { en: 'Harbour View', ja: 'ハーバービュー', vi: 'Cảng Xanh' },
  },
  // A project without a city cannot be placed in the menu.
  homeless: {
    documentId: 'project-homeless',
    key: 'nowhere',
    slug: 'nowhere',
    cityCode: null,
    names: { en: 'Nowhere Tower' },
  },
} satisfies Record<string, PeerProject>;

async function menu(query = '') {
  const response = await app.inject({ method: 'GET', url: `/v1/projects/menu${query}` });
  return { status: response.statusCode, body: response.json() };
}

function strapiEvent(event: string, documentId: string, model: string) {
  return {
    event,
    createdAt: new Date().toISOString(),
    model,
    uid: `api::${model}.${model}`,
    entry: { id: 3, documentId, locale: 'en' },
  };
}

async function deliver(body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/internal/catalog-events',
    headers: authorized,
    payload: body as object,
  });
  await app.catalogSyncQueue.idle();
  return response;
}

beforeEach(async () => {
  cms.reset();
  for (const project of Object.values(projects)) cms.publishProject(project);
  // Only Lotus has a published apartment; the others are listed all the same.
  cms.publish(peerProperty({ documentId: 'lotus-apartment' }));
  await app.catalogService.syncAll();
});

describe('GET /v1/projects/menu', () => {
  it('groups published projects by city in id order, by name, in English by default', async () => {
    const { status, body } = await menu();
    expect(status).toBe(200);
    expect(projectMenuSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      groups: [
        {
          cityId: 1,
          cityName: 'Hanoi',
          projects: [
            { id: 'project-aqua', slug: 'aqua-tower', name: 'Aqua Tower' },
            { id: 'project-lotus', slug: 'lotus-residence', name: 'Lotus Residence' },
          ],
        },
        {
          cityId: 2,
          cityName: 'Ho Chi Minh City',
          projects: [{ id: 'project-pearl', slug: 'saigon-pearl', name: 'Saigon Pearl' }],
        },
        {
          cityId: 3,
          cityName: 'Hai Phong',
          projects: [{ id: 'project-harbour', slug: 'harbour-view', name: 'Harbour View' }],
        },
      ],
    });
  });

  it('names projects and cities in the asked language, falling back to English', async () => {
    const jp = (await menu('?lang=jp')).body;
    expect(jp.groups.map((group: { cityName: string }) => group.cityName)).toEqual([
      'ハノイ',
      'ホーチミン',
      'ハイフォン',
    ]);
    expect(jp.groups[0].projects.map((project: { name: string }) => project.name)).toEqual([
      'Aqua Tower',
      'ロータスレジデンス',
    ]);
    const vi = (await menu('?lang=vi')).body;
    expect(vi.groups[0]).toMatchObject({
      cityName: 'Hà Nội',
      projects: [{ name: 'Lotus Residence' }, { name: 'Tòa Aqua' }],
    });
    expect(vi.groups[2].projects[0].name).toBe('Cảng Xanh');
  });

  it('answers 400 with a message key for an unknown language', async () => {
    const { status, body } = await menu('?lang=fr');
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(body.error.details).toEqual([
      { field: 'lang', code: 'err_invalid_language', message: 'Invalid language' },
    ]);
  });

  it('follows project webhooks: publish, rename, unpublish', async () => {
    const added = {
      documentId: 'project-bamboo',
      key: 'bamboo-garden',
      slug: 'bamboo-garden',
      cityCode: 'HN',
      names: { en: 'Bamboo Garden', ja: 'バンブーガーデン', vi: 'Vườn Tre' },
    } satisfies PeerProject;
    cms.publishProject(added);
    expect((await deliver(strapiEvent('entry.publish', added.documentId, 'project'))).statusCode).toBe(202);
    expect(await app.catalogRepository.findProject(added.documentId)).toMatchObject({
      key: 'bamboo-garden',
      cityId: 1,
      name: { en: 'Bamboo Garden', ja: 'バンブーガーデン', vi: 'Vườn Tre' },
      cityName: { en: 'Hanoi', ja: 'ハノイ', vi: 'Hà Nội' },
    });
    expect((await menu()).body.groups[0].projects.map((project: { id: string }) => project.id)).toEqual([
      'project-aqua',
      'project-bamboo',
      'project-lotus',
    ]);

    cms.publishProject({ ...projects.pearl, cityCode: 'HP', names: { en: 'Pearl Harbour' } });
    await deliver(strapiEvent('entry.update', projects.pearl.documentId, 'project'));
    const moved = (await menu()).body;
    expect(moved.groups.map((group: { cityId: number }) => group.cityId)).toEqual([1, 3]);
    expect(moved.groups[1].projects.map((project: { name: string }) => project.name)).toEqual([
      'Harbour View',
      'Pearl Harbour',
    ]);

    cms.unpublishProject(added.documentId);
    await deliver(strapiEvent('entry.unpublish', added.documentId, 'project'));
    expect(await app.catalogRepository.findProject(added.documentId)).toBeUndefined();
    expect(cms.requests).toContain(`GET /api/projects/${added.documentId}?locale=ja`);
  });

  it('is rebuilt by the full resync, which drops what the CMS no longer publishes', async () => {
    cms.unpublishProject(projects.harbour.documentId);
    const result = await app.catalogService.syncAll();
    expect(result.projects).toEqual({ upserted: 4, deleted: 1 });
    expect(await app.catalogRepository.findProject(projects.harbour.documentId)).toBeUndefined();
    expect(await app.catalogRepository.findProject(projects.homeless.documentId)).toMatchObject({
      cityId: null,
    });
    expect((await menu()).body.groups.map((group: { cityId: number }) => group.cityId)).toEqual([1, 2]);
  });

  it('re-reads the projects when a city changes', async () => {
    cms.unpublishProject(projects.aqua.documentId);
    await deliver(strapiEvent('entry.update', 'city-hn', 'city'));
    expect(await app.catalogRepository.findProject(projects.aqua.documentId)).toBeUndefined();
  });
});
